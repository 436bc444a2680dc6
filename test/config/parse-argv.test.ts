import { describe, expect, it } from "vitest";
import { type ArgvFlag, parseArgv } from "../../src/config/parse-argv.js";

const FLAGS: readonly ArgvFlag[] = [
  { name: "src", short: "s", takesValue: true, repeatable: false, argument: "<path|url>" },
  { name: "group", takesValue: true, repeatable: false, valueOptional: true },
  { name: "template", short: "t", takesValue: true, repeatable: true },
  { name: "arrayFormat", takesValue: true, repeatable: false },
  { name: "allowDots", takesValue: false, repeatable: false },
  { name: "help", short: "h", takesValue: false, repeatable: false },
  { name: "verbose", short: "v", takesValue: false, repeatable: false },
];

const parse = (...argv: string[]) => {
  const { flags, unknownFlags, positionals, problems } = parseArgv(argv, FLAGS);
  return { flags: { ...flags }, unknownFlags, positionals, problems };
};

describe("parseArgv", () => {
  it.each([
    [["--src", "a.yaml"], { src: "a.yaml" }],
    [["--src=a=b.yaml"], { src: "a=b.yaml" }],
    [["-s", "a.yaml"], { src: "a.yaml" }],
    [["-sa.yaml"], { src: "a.yaml" }],
    [["-s=a.yaml"], { src: "a.yaml" }],
    [["--src="], { src: "" }],
    [["--array-format", "brackets"], { arrayFormat: "brackets" }],
    [["-t", "swr", "--template", "axios", "-tky"], { template: ["swr", "axios", "ky"] }],
    [["--allowDots"], { allowDots: true }],
    [["--no-allowDots"], { allowDots: false }],
    [["--no-allow-dots"], { allowDots: false }],
    [["--allowDots=false"], { allowDots: false }],
    [["--allowDots", "false"], { allowDots: false }],
    [["--allowDots", "true"], { allowDots: true }],
    [["-hv"], { help: true, verbose: true }],
    [["-h=false"], { help: false }],
    [["-vs", "a.yaml"], { verbose: true, src: "a.yaml" }],
    // A value that looks like a negative number is a value.
    [["--arrayFormat", "-1"], { arrayFormat: "-1" }],
    // An empty value is given with `=`, or as an empty word.
    [["--src", ""], { src: "" }],
    // A value that may be left out reads as "" when it is.
    [["--group"], { group: "" }],
    [["--group", "--allowDots"], { group: "", allowDots: true }],
    [["--group", "3"], { group: "3" }],
  ])("reads %j", (argv, flags) => {
    expect(parse(...argv)).toEqual({ flags, unknownFlags: [], positionals: [], problems: [] });
  });

  it("keeps stray arguments, and everything after --, in order", () => {
    expect(parse("a.yaml", "--allowDots", "spec.yaml", "-", "--", "-s", "--x")).toEqual({
      flags: { allowDots: true },
      unknownFlags: [],
      positionals: ["a.yaml", "spec.yaml", "-", "-s", "--x"],
      problems: [],
    });
  });

  it("keeps unknown flags as typed, with the word after them", () => {
    expect(parse("--bogus-flag", "x", "--other=1", "--alone", "-x", "--__proto__", "--constructor")).toEqual({
      flags: {},
      unknownFlags: ["--bogus-flag", "--other", "--alone", "-x", "--__proto__", "--constructor"],
      positionals: [],
      problems: [],
    });
    expect(Object.getPrototypeOf(parseArgv(["--__proto__"], FLAGS).flags)).toBeNull();
  });

  it("stops reading a group of short flags at an unknown letter", () => {
    expect(parse("-xs", "a.yaml")).toEqual({
      flags: {},
      unknownFlags: ["-x"],
      positionals: ["a.yaml"],
      problems: [],
    });
  });

  it.each([
    [["-s", "a.yaml", "--src", "b.yaml"], ["--src: given more than once; give it once"]],
    [["--allowDots", "--no-allowDots"], ["--allowDots: given more than once; give it once"]],
    [["--no-src"], ["--no-src: only yes/no flags are turned off with --no-; --src takes a value"]],
    [["--no-allowDots=true"], ['--no-allowDots: takes no value (got "true")']],
    [["--allowDots=yes"], ['--allowDots: is a yes/no flag: give it alone, or =true or =false (got "yes")']],
    [["-h=1"], ['-h: is a yes/no flag: give it alone, or =true or =false (got "1")']],
    [["--src"], ["--src: needs a value after it (--src <path|url>)"]],
    [["-s", "-v"], ["-s: needs a value after it (-s <path|url>)"]],
    [["--array-format", "--allowDots"], ["--array-format: needs a value after it"]],
  ])("refuses %j", (argv, problems) => {
    expect(parse(...argv).problems).toEqual(problems);
  });
});
