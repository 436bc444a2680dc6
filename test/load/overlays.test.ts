import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TypewrightError } from "../../src/errors.js";
import { generate } from "../../src/index.js";
import { parseNormalizedPath } from "../../src/load/apply-overlays.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { loadWithWarnings, NO_NETWORK } from "../support/load-fixtures.js";
import { type StaticServer, serveFolder } from "../support/static-server.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const OVERLAYS = fileURLToPath(new URL("../../fixtures/overlays/", import.meta.url));
const MULTI = fileURLToPath(new URL("../../fixtures/load/multi/", import.meta.url));

/** The description after the overlays, as loaded, with the lines of what loading found. */
function overlaid(src: string, overlays: string[], cwd = OVERLAYS) {
  return loadWithWarnings(src, { cwd, fetch: NO_NETWORK, overlays });
}

async function overlayError(src: string, overlays: string[], cwd: string): Promise<TypewrightError> {
  try {
    await overlaid(src, overlays, cwd);
  } catch (error) {
    if (error instanceof TypewrightError) return error;
    throw error;
  }
  throw new Error("the load did not fail");
}

describe("overlays: the examples of the Overlay specification", () => {
  // Each folder: the spec's example overlay, a description it applies to (the spec's own where it gives one)
  // and the result the spec describes.
  const examples = [
    "structured",
    "targeted",
    "wildcard",
    "array-append",
    "array-remove",
    "primitive-remove",
    "traits",
    "copy",
    "ensure-and-copy",
    "move",
  ];
  for (const example of examples) {
    it(`${example}: gives the specification's result, with no warning`, async () => {
      const result = await overlaid(`${example}/openapi.yaml`, [`${example}/overlay.yaml`]);
      const expected = await loadSpec(`${example}/expected.yaml`, { cwd: OVERLAYS, fetch: NO_NETWORK });
      expect(result.warnings).toEqual([]);
      expect(result.document).toEqual(expected.document);
    });
  }

  it("applies several overlays in order, each to the result of the one before", async () => {
    // The move renames /items; the targeted overlay after it then finds no /items to describe.
    const dir = await makeTempDir("typewright-overlays-");
    try {
      const later = path.join(dir.path, "later.yaml");
      writeFileSync(
        later,
        overlayText("1.1.0", [
          "  - target: $.paths['/new-items'].get",
          "    update: { summary: Moved }",
          "  - target: $.paths['/items']",
          "    update: { summary: Gone }",
        ]),
      );
      const result = await overlaid("move/openapi.yaml", ["move/overlay.yaml", later]);
      expect(paths(result.document)["/new-items"]).toMatchObject({ get: { summary: "Moved" } });
      expect(result.warnings).toEqual([
        `${later}#/actions/1: target $.paths['/items'] selects nothing; the action changes nothing`,
      ]);
    } finally {
      await dir.cleanup();
    }
  });
});

describe("overlays: actions and targets", () => {
  let dir: TempDir;
  beforeAll(async () => {
    dir = await makeTempDir("typewright-overlays-");
  });
  afterAll(() => dir.cleanup());

  /** Applies an overlay of `actions` (YAML lines) to the targeted example's description. */
  const apply = async (actions: string[], version = "1.1.0") => {
    const file = path.join(dir.path, `overlay-${Math.random().toString(36).slice(2)}.yaml`);
    writeFileSync(file, overlayText(version, actions));
    const result = await overlaid(path.join(OVERLAYS, "targeted/openapi.yaml"), [file], dir.path);
    return { ...result, name: path.basename(file) };
  };

  it("selects with filter expressions and descendant segments", async () => {
    const { document, warnings } = await apply([
      "  - target: $.paths.*[?@.description == 'Old post']",
      "    update: { operationId: createBar }",
      "  - target: $..responses['200'].description",
      "    update: Fine",
      "  - target: $.paths[?length(@) > 1]",
      "    update: { x-busy: true }",
    ]);
    expect(warnings).toEqual([]);
    const bar = paths(document)["/bar"] as Record<string, Record<string, unknown>>;
    expect(bar.post).toMatchObject({
      operationId: "createBar",
      responses: { "200": { description: "Fine" } },
    });
    expect(bar["x-busy"]).toBe(true);
    expect(paths(document)["/foo"]).not.toHaveProperty("x-busy");
  });

  it("remove: true wins over an update in the same action, and removes object members and array items", async () => {
    const { document, warnings } = await apply([
      "  - target: $.paths['/bar'].post",
      "    update: { summary: never }",
      "    remove: true",
      "  - target: $.paths",
      "    update: { /baz: { get: { tags: [a, b, c], responses: {} } } }",
      "  - target: $.paths['/baz'].get.tags[0,2]",
      "    remove: true",
    ]);
    expect(warnings).toEqual([]);
    expect(paths(document)["/bar"]).not.toHaveProperty("post");
    expect(paths(document)["/baz"]).toEqual({ get: { tags: ["b"], responses: {} } });
  });

  it("concatenates an array in 1.1, appends it as one entry in 1.0", async () => {
    const actions = [
      "  - target: $.paths['/foo'].get",
      "    update: { tags: [a] }",
      "  - target: $.paths['/foo'].get.tags",
      "    update: [b, c]",
    ];
    const get = async (version: string) =>
      (paths((await apply(actions, version)).document)["/foo"] as { get: unknown }).get;
    expect(await get("1.1.0")).toMatchObject({ tags: ["a", "b", "c"] });
    expect(await get("1.0.0")).toMatchObject({ tags: ["a", ["b", "c"]] });
  });

  it("warns, naming the overlay and the action, of a target that selects nothing and of an action that cannot apply", async () => {
    const { document, warnings, name } = await apply([
      "  - target: $.paths['/nowhere']",
      "    update: { summary: x }",
      "  - target: $.paths['/foo'].get.description",
      "    update: { text: not a string }",
      "  - target: $.paths['/foo'].get",
      "    update: { responses: { '200': [not, an, object] } }",
      "  - target: $.paths['/foo']",
      "    copy: $.paths.*",
      "  - target: $.paths['/foo']",
      "    copy: $.paths['/none']",
      "  - target: $",
      "    remove: true",
      "  - target: $.info",
      "    description: nothing to do",
    ]);
    expect(warnings).toEqual([
      `${name}#/actions/0: target $.paths['/nowhere'] selects nothing; the action changes nothing`,
      `${name}#/actions/1: the update is an object, which cannot be merged into a string (the target selects #/paths/~1foo/get/description); that node is left as it is`,
      `${name}#/actions/2: the update is an array at /responses/200, which cannot be merged into an object (the target selects #/paths/~1foo/get); that node is left as it is`,
      `${name}#/actions/3: copy $.paths.* selects 2 nodes, not one node; nothing is copied`,
      `${name}#/actions/4: copy $.paths['/none'] selects nothing, not one node; nothing is copied`,
      `${name}#/actions/5: target $ is the whole description, which cannot be removed`,
      `${name}#/actions/6: the action has no update, copy or remove: true; it changes nothing`,
    ]);
    // Nothing of a node an action could not apply to changed, not even what would have merged.
    expect(paths(document)["/foo"]).toEqual({
      get: { description: "Old foo", responses: { "200": { description: "OK" } } },
    });
  });

  it("under strict, the warnings fail the run and nothing is written", async () => {
    const file = path.join(dir.path, "unmatched.yaml");
    writeFileSync(file, overlayText("1.1.0", ["  - target: $.nothing", "    remove: true"]));
    const out = path.join(dir.path, "strict-client.ts");
    const run = generate({
      src: path.join(OVERLAYS, "targeted/openapi.yaml"),
      overlays: [file],
      out,
      strict: true,
    });
    await expect(run).rejects.toThrow(/1 warning above, and strict is on: nothing written/);
    await expect(run).rejects.toMatchObject({
      warnings: [expect.stringMatching(/unmatched\.yaml#\/actions\/0: target \$\.nothing selects nothing/)],
    });
  });

  it("names the overlay and the place in it for a finding on a value the overlay wrote", async () => {
    const file = path.join(dir.path, "adds-a-path.yaml");
    writeFileSync(
      file,
      overlayText("1.0.0", [
        "  - target: $.paths",
        "    update:",
        "      /things/{id}:",
        "        get: { operationId: getThing, responses: { '200': { description: OK } } }",
      ]),
    );
    const result = await generate({
      src: path.join(OVERLAYS, "targeted/openapi.yaml"),
      overlays: [file],
      out: path.join(dir.path, "c.ts"),
    });
    const mismatch = result.diagnostics.find((diagnostic) => diagnostic.code === "path-parameter-mismatch");
    expect(mismatch).toMatchObject({
      file,
      pointer: "#/actions/0/update/~1things~1{id}/get",
    });
  });
});

describe("overlays: invalid overlay documents", () => {
  let dir: TempDir;
  beforeAll(async () => {
    dir = await makeTempDir("typewright-overlays-");
  });
  afterAll(() => dir.cleanup());

  const cases: [string, string, string][] = [
    [
      "an OpenAPI description",
      "openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths: {}\n",
      ': not an Overlay document: an OpenAPI description without an "overlay" version',
    ],
    ["a list", "- a\n- b\n", ": not an Overlay document (an array, not an object)"],
    [
      "an unknown version",
      "overlay: 2.0.0\ninfo: { title: t, version: '1' }\nactions: [{ target: $, remove: true }]\n",
      '#/overlay: Overlay version "2.0.0" is not supported (1.0.x and 1.1.x are)',
    ],
    [
      "no info title",
      "overlay: 1.0.0\ninfo: { version: '1' }\nactions: [{ target: $, remove: true }]\n",
      "#/info/title: must be a string",
    ],
    [
      "no actions",
      "overlay: 1.0.0\ninfo: { title: t, version: '1' }\nactions: []\n",
      "#/actions: must be a list of at least one action",
    ],
    [
      "an unknown field",
      "overlay: 1.0.0\ninfo: { title: t, version: '1' }\nactions: [{ target: $, remove: true }]\nextra: 1\n",
      '#: unknown field "extra" (known: overlay, info, extends, actions and x- extensions)',
    ],
    [
      "a target that is not JSONPath",
      "overlay: 1.1.0\ninfo: { title: t, version: '1' }\nactions:\n  - target: paths.foo\n    remove: true\n",
      '#/actions/0/target: invalid JSONPath "paths.foo" at character 1: Expected "$" but "p" found.',
    ],
    [
      "a bad filter",
      "overlay: 1.1.0\ninfo: { title: t, version: '1' }\nactions:\n  - target: $.x\n    remove: true\n  - target: \"$[?@.a ==]\"\n    remove: true\n",
      '#/actions/1/target: invalid JSONPath "$[?@.a ==]"',
    ],
    [
      "copy in 1.0",
      "overlay: 1.0.0\ninfo: { title: t, version: '1' }\nactions:\n  - target: $.x\n    copy: $.y\n",
      "#/actions/0/copy: copy is an Overlay 1.1 action (this overlay is 1.0)",
    ],
    [
      "remove that is no boolean",
      "overlay: 1.1.0\ninfo: { title: t, version: '1' }\nactions:\n  - target: $.x\n    remove: 'yes'\n",
      "#/actions/0/remove: must be true or false (got a string)",
    ],
    [
      "an action without target",
      "overlay: 1.1.0\ninfo: { title: t, version: '1' }\nactions:\n  - remove: true\n",
      '#/actions/0: an action needs a "target"',
    ],
  ];
  for (const [what, text, message] of cases) {
    it(`refuses ${what} in one line naming the overlay and the pointer`, async () => {
      writeFileSync(path.join(dir.path, "bad.yaml"), text);
      const error = await overlayError(path.join(OVERLAYS, "targeted/openapi.yaml"), ["bad.yaml"], dir.path);
      expect(error.code).toBe("spec");
      expect(error.message.split("\n")).toHaveLength(1);
      expect(error.message.startsWith(`bad.yaml${message}`)).toBe(true);
    });
  }

  it("says which overlay cannot be read", async () => {
    const error = await overlayError(
      path.join(OVERLAYS, "targeted/openapi.yaml"),
      ["missing.yaml"],
      dir.path,
    );
    expect(error.message).toBe("cannot read missing.yaml: file not found");
  });
});

describe("overlays: split descriptions and remote overlays", () => {
  let dir: TempDir;
  let server: StaticServer;
  beforeAll(async () => {
    dir = await makeTempDir("typewright-overlays-");
    server = await serveFolder(dir.path);
  });
  afterAll(async () => {
    await server.close();
    await dir.cleanup();
  });

  const splitOverlay = overlayText("1.1.0", [
    // The entry document holds the path item's $ref, not what it points to.
    "  - target: $.paths['/owners'].get",
    "    update: { summary: never }",
    "  - target: $.paths",
    "    update:",
    "      /cats:",
    "        get:",
    "          operationId: listCats",
    "          responses:",
    "            '200':",
    "              description: Cats",
    "              content: { application/json: { schema: { $ref: ../schemas/pet.yaml#/Pet } } }",
  ]);

  it("applies to the entry document as written: its $refs, and the $refs an overlay writes, resolve from it", async () => {
    const file = path.join(dir.path, "split.yaml");
    writeFileSync(file, splitOverlay);
    const result = await overlaid("spec/root.yaml", [file], MULTI);
    const cats = paths(result.document)["/cats"] as {
      get: { responses: Record<string, { content: unknown }> };
    };
    expect(cats.get.responses["200"]?.content).toEqual({
      "application/json": { schema: { $ref: "#/x-typewright-external/pet/Pet" } },
    });
    expect(result.warnings).toEqual([
      `${file}#/actions/0: target $.paths['/owners'].get selects nothing; the action changes nothing`,
    ]);
  });

  it("reads an overlay from a URL as it reads a description", async () => {
    writeFileSync(path.join(dir.path, "remote.yaml"), splitOverlay);
    const result = await loadWithWarnings("spec/root.yaml", {
      cwd: MULTI,
      overlays: [`${server.url}remote.yaml`],
    });
    expect(paths(result.document)).toHaveProperty("/cats");
    expect(result.warnings[0]).toBe(
      `${server.url}remote.yaml#/actions/0: target $.paths['/owners'].get selects nothing; the action changes nothing`,
    );
    await expect(
      loadSpec("spec/root.yaml", { cwd: MULTI, overlays: [`${server.url}gone.yaml`] }),
    ).rejects.toThrow(`${server.url}gone.yaml: HTTP 404 Not Found`);
    // The size cap of every read holds for overlays too.
    writeFileSync(path.join(dir.path, "large.yaml"), `${splitOverlay}x-padding: '${"x".repeat(300_000)}'\n`);
    await expect(
      loadSpec("spec/root.yaml", { cwd: MULTI, overlays: [`${server.url}large.yaml`], maxBytes: 200_000 }),
    ).rejects.toThrow(`cannot read ${server.url}large.yaml: larger than the input size limit`);
  });

  it("the generated client of an overlaid split description compiles", async () => {
    const file = path.join(dir.path, "split.yaml");
    writeFileSync(file, splitOverlay);
    const code = await generate({
      src: path.join(MULTI, "spec/root.yaml"),
      overlays: [file],
      template: "fetch",
    });
    expect(code).toContain("export function listCats(");
    const { expectCompiles } = await import("../support/compile.js");
    expectCompiles({ "client.ts": code });
  });
});

describe("overlays: the browser entry", () => {
  it("reads overlays by name through readReference, like external $refs", async () => {
    const { generate: generateInBrowser } = await import("../../src/browser.js");
    const overlay = overlayText("1.1.0", [
      "  - target: $.paths['/foo'].get",
      "    update: { operationId: fooInBrowser }",
    ]);
    const description = readFileSync(path.join(OVERLAYS, "targeted/openapi.yaml"), "utf8");
    const asked: string[] = [];
    const result = await generateInBrowser({
      src: description,
      srcName: "spec/api.yaml",
      overlays: ["fixes.yaml"],
      out: "client.ts",
      template: "fetch",
      readReference: async (target) => {
        asked.push(target);
        return overlay;
      },
    });
    expect(asked).toEqual(["fixes.yaml"]);
    expect(result.files[0]?.content).toContain("export function fooInBrowser(");
  });
});

describe("normalized paths", () => {
  it("reads names with every escape and indexes", () => {
    expect(parseNormalizedPath("$")).toEqual([]);
    expect(parseNormalizedPath("$['a'][0]['it\\'s\\\\ \\n\\t\\u0001'][12]")).toEqual([
      "a",
      0,
      "it's\\ \n\t\u0001",
      12,
    ]);
  });
});

function overlayText(version: string, actions: string[]): string {
  return `overlay: ${version}\ninfo:\n  title: test\n  version: '1'\nactions:\n${actions.join("\n")}\n`;
}

function paths(document: unknown): Record<string, unknown> {
  return (document as { paths: Record<string, unknown> }).paths;
}
