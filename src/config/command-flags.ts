import type { CliFlag, HelpSection } from "./definitions.js";

/** Flags of the command line that are not options. */
export const COMMAND_FLAGS = [
  {
    name: "config",
    short: "c",
    argument: "<file>",
    help: "Read options from this JSON file; flags override its values. Paths in it are relative to its folder.",
    section: "io",
  },
  {
    name: "only",
    argument: "<pattern,...>",
    repeatable: true,
    help:
      'Run only the jobs of the config file ("configs") whose name or out matches one of these wildcards ' +
      "(* any characters, ? one).",
    section: "loop",
  },
  {
    name: "check",
    help:
      "Generate in memory and compare with the files on disk (out, hooksOut, mocks, msw, validatorOut; clientSetup only for " +
      "existence); write nothing. Exit 0 when all are current, 1 when any is out of date or missing.",
    section: "loop",
  },
  {
    name: "watch",
    help:
      "Generate, then again whenever the description, a file it reaches through $ref or the config file " +
      "changes. Ctrl-C stops.",
    section: "loop",
  },
  {
    name: "watchInterval",
    argument: "<seconds>",
    help:
      "With --watch: poll a URL description (and URLs it $refs) every this many seconds, with conditional " +
      "requests (ETag, Last-Modified). Without it, URLs are not watched.",
    section: "loop",
  },
  { name: "verbose", help: "Print stack traces of errors.", section: "other" },
  {
    name: "timings",
    help: "Print how long each stage took (load, model, plan, emit, print, write).",
    section: "other",
  },
  { name: "help", short: "h", help: "Show this help.", section: "other" },
  { name: "version", help: "Show the version.", section: "other" },
] as const satisfies readonly (CliFlag & { help: string; section: HelpSection })[];
