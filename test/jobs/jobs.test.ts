import path from "node:path";
import { describe, expect, it } from "vitest";
import { type JobSources, resolveJobs } from "../../src/config/jobs.js";
import { TypewrightError } from "../../src/errors.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

const CWD = path.resolve("/home/user/project");
const CONFIG = path.join(CWD, "api/typewright.json");
const inConfigFolder = (file: string) => path.join(CWD, "api", file);
/** How problems of the config file's options begin: the file as seen from the current folder. */
const IN_FILE = `${path.join("api", "typewright.json")}: `;

function jobs(content: Record<string, unknown>, extra: Partial<JobSources> = {}) {
  return resolveJobs({
    configFile: { path: CONFIG, content },
    overrides: {},
    only: [],
    cwd: CWD,
    outputs: BUILTIN_OUTPUTS,
    ...extra,
  });
}

function problems(content: Record<string, unknown>, extra: Partial<JobSources> = {}): readonly string[] {
  try {
    jobs(content, extra);
    return [];
  } catch (error) {
    if (error instanceof TypewrightError && error.code === "options") return error.problems;
    throw error;
  }
}

describe("jobs of a config file", () => {
  it("is one unnamed job without configs, as before", () => {
    const [job, ...rest] = jobs({ src: "spec.yaml", out: "client.ts", template: "fetch" });
    expect(rest).toEqual([]);
    expect(job?.label).toBeUndefined();
    expect(job?.options).toMatchObject({
      src: inConfigFolder("spec.yaml"),
      out: inConfigFolder("client.ts"),
    });
  });

  it("lays each entry over the top-level defaults, and the flags over every job", () => {
    const content = {
      src: "spec.yaml",
      template: "fetch",
      queryParamsSerialization: { arrayFormat: "brackets" },
      configs: [
        { name: "public", out: "public.ts" },
        { out: "admin/client.ts", template: "ky", queryParamsSerialization: { allowDots: false } },
      ],
    };
    const overrides = { baseUrl: "/v2", queryParamsSerialization: { arrayFormat: "indices" } };
    const [first, second] = jobs(content, { overrides });
    expect(first).toMatchObject({
      label: "public",
      options: {
        src: inConfigFolder("spec.yaml"),
        out: inConfigFolder("public.ts"),
        template: { kind: "builtin", client: "fetch" },
        baseUrl: "/v2",
        queryParamsSerialization: { arrayFormat: "indices", allowDots: true },
      },
    });
    // Unnamed: the job is named by its out, as seen from the current folder.
    expect(second).toMatchObject({
      label: path.join("api", "admin", "client.ts"),
      options: {
        template: { kind: "builtin", client: "ky" },
        queryParamsSerialization: { arrayFormat: "indices", allowDots: false },
      },
    });
  });

  it("reports the problems of every job together, each naming its job, before anything runs", () => {
    const content = {
      tempalte: "fetch",
      configs: [
        { name: "a", src: "a.yaml", out: "a.ts", arrayFormat: "x" },
        { src: "b.yaml", out: "b.ts", template: "angular" },
        "c.yaml",
        { name: "d", src: "d.yaml" },
      ],
    };
    expect(problems(content)).toEqual([
      `${IN_FILE}unknown option "tempalte" (did you mean "template"?)`,
      `${IN_FILE}configs[0] (a): unknown option "arrayFormat" (did you mean "queryParamsSerialization.arrayFormat"?)`,
      expect.stringMatching(
        /^api.typewright\.json: configs\[1\]: template: unknown template "angular"; use one of /,
      ),
      `${IN_FILE}configs[2]: must be an object of options (got "c.yaml")`,
      `${IN_FILE}configs[3] (d): out: is required`,
    ]);
  });

  it("says once what every job lacks", () => {
    expect(problems({ template: "ky", configs: [{ out: "a.ts" }, { out: "b.ts" }] })).toEqual([
      `${IN_FILE}every job: src: is required`,
    ]);
    expect(
      problems({
        template: "vue",
        configs: [
          { src: "a", out: "a.ts" },
          { src: "b", out: "b.ts" },
        ],
      }),
    ).toEqual([expect.stringMatching(/^api.typewright\.json: every job: template: unknown template "vue"/)]);
  });

  it("refuses two jobs writing the same file", () => {
    const content = {
      src: "spec.yaml",
      configs: [
        { name: "a", out: "client.ts" },
        { name: "b", out: "client.ts" },
        { name: "c", out: "c.ts", template: "swr", hooksOut: "hooks.ts" },
        { name: "d", out: "hooks.ts" },
      ],
    };
    expect(problems(content)).toEqual([
      `${IN_FILE}configs[0] (a) out and configs[1] (b) out write the same file ${path.join("api", "client.ts")}`,
      `${IN_FILE}configs[2] (c) hooksOut and configs[3] (d) out write the same file ${path.join("api", "hooks.ts")}`,
    ]);
    // Flags apply to every job: one -o for several jobs is the same conflict.
    const twoJobs = { src: "spec.yaml", configs: [{ out: "a.ts" }, { out: "b.ts" }] };
    expect(problems(twoJobs, { overrides: { out: path.join(CWD, "x.ts") } })).toEqual([
      `${IN_FILE}configs[0] out and configs[1] out write the same file x.ts`,
    ]);
  });

  it("checks names and where they are written", () => {
    const content = {
      name: "all",
      src: "spec.yaml",
      configs: [
        { name: "a", out: "a.ts" },
        { name: "a", out: "b.ts" },
        { name: "", out: "c.ts" },
        { out: "d.ts", configs: [] },
      ],
    };
    expect(problems(content)).toEqual([
      `${IN_FILE}name: names one job: put it in an entry of "configs"`,
      `${IN_FILE}configs[1] (a): name: "a" is also the name of configs[0]`,
      `${IN_FILE}configs[2]: name: must be a non-empty string (got "")`,
      `${IN_FILE}configs[3]: configs: a job cannot hold "configs" of its own`,
    ]);
    expect(problems({ name: "x", src: "s.yaml", out: "o.ts" })).toEqual([
      `${IN_FILE}name: names one job: put it in an entry of "configs"`,
    ]);
    expect(problems({ src: "s.yaml", jobs: [{ out: "o.ts" }] })).toEqual([
      `${IN_FILE}unknown option "jobs" (did you mean "configs"?)`,
      `${IN_FILE}out: is required`,
    ]);
    expect(problems({ configs: [] })).toEqual([
      `${IN_FILE}configs: must be a non-empty list of option objects (got [])`,
    ]);
  });

  it("names the config file in every problem of its options, and no file when there is none", () => {
    expect(problems({ src: "spec.yaml", out: "o.ts", templte: "fetch" })).toEqual([
      `${IN_FILE}unknown option "templte" (did you mean "template"?)`,
    ]);
    const flagsOnly = {
      overrides: { src: path.join(CWD, "spec.yaml") },
      only: [],
      cwd: CWD,
      outputs: BUILTIN_OUTPUTS,
    };
    expect(() => resolveJobs(flagsOnly)).toThrow(expect.objectContaining({ problems: ["out: is required"] }));
    expect(() => jobs({ src: "spec.yaml", out: "o.ts", templte: "fetch" })).toThrow(
      expect.objectContaining({ file: path.join("api", "typewright.json") }),
    );
  });

  describe("--only", () => {
    const content = {
      src: "spec.yaml",
      configs: [
        { name: "public", out: "clients/public.ts" },
        { name: "admin", out: "clients/admin.ts" },
        { out: "internal/client.ts" },
      ],
    };
    const picked = (...only: string[]) => jobs(content, { only }).map((job) => job.label);

    it("picks jobs by name or by out, with wildcards", () => {
      expect(picked("admin")).toEqual(["admin"]);
      expect(picked("pub*", "internal/*")).toEqual(["public", path.join("api", "internal", "client.ts")]);
      // out as written in the config file, or as seen from the current folder.
      expect(picked("clients/*.ts")).toEqual(["public", "admin"]);
      expect(picked("api/clients/admin.ts")).toEqual(["admin"]);
    });

    it("is an option problem when a pattern picks nothing", () => {
      expect(problems(content, { only: ["admin", "pubilc"] })).toEqual([
        `--only: "pubilc" matches no job's name or out (jobs: public, admin, ${path.join("api", "internal", "client.ts")})`,
      ]);
    });

    it("picks nothing with a blank pattern, which is a problem too", () => {
      expect(problems(content, { only: ["admin", ""] })).toEqual([
        `--only: "" matches no job's name or out (jobs: public, admin, ${path.join("api", "internal", "client.ts")})`,
      ]);
    });

    it("validates every job, also those it leaves out", () => {
      const broken = { ...content, configs: [...content.configs, { name: "x" }] };
      expect(problems(broken, { only: ["admin"] })).toEqual([`${IN_FILE}configs[3] (x): out: is required`]);
    });
  });
});
