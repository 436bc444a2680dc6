/**
 * Every command the README recommends runs quietly: each `typewright` command of its ```sh blocks (`npx
 * typewright-openapi ...`, `node bin/typewright.js ...`), run as written by the built binary in a fresh folder
 * where `openapi.yaml` is a shipped fixture and `typewright.json` is the README's configuration file, exits 0
 * with nothing on stderr: no warning that would send a newcomer to learn another option.
 */
import { copyFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT, runCli } from "../support/cli-process.js";
import { fencedBlocks } from "../support/doc-blocks.js";
import { withTempDir } from "../support/temp-dir.js";

/** The README's example description, and the client fixture with every construct the clients handle. */
const SHIPPED_FIXTURES = ["fixtures/petstore.yaml", "fixtures/clients/everything.yaml"];

/** How the README runs typewright: by the package's name, or from a clone. */
const INVOCATIONS = ["npx typewright-openapi ", "node bin/typewright.js "];

interface Command {
  /** 1-based line in README.md. */
  line: number;
  text: string;
  args: string[];
}

/** The typewright commands of the README's ```sh blocks, comments dropped, each part of a `&&` chain on its own. */
function readmeCommands(): Command[] {
  return fencedBlocks(ROOT, "README.md", "sh").flatMap((block) =>
    block.code.split("\n").flatMap((text, index) =>
      text
        .replace(/\s#.*$/, "")
        .split("&&")
        .map((part) => part.trim())
        .flatMap((part) => {
          const invocation = INVOCATIONS.find((prefix) => part.startsWith(prefix));
          if (invocation === undefined) return [];
          const args = part.slice(invocation.length).trim().split(/\s+/);
          return [{ line: block.line + index, text: part, args: args.map(unquoted) }];
        }),
    ),
  );
}

function unquoted(word: string): string {
  return /^(['"]).*\1$/.test(word) ? word.slice(1, -1) : word;
}

/** The README's configuration file: the JSON block that names its schema. */
function readmeConfiguration(): string {
  const configuration = fencedBlocks(ROOT, "README.md", "json").find((block) =>
    block.code.includes('"$schema"'),
  );
  if (configuration === undefined) throw new Error("README.md has no configuration file block");
  return configuration.code;
}

const commands = readmeCommands();

describe("the commands the README recommends", () => {
  beforeAll(buildIfStale);

  it("are found: generating, from a configuration file, validating, and from a clone", () => {
    const texts = commands.map((command) => command.text).join("\n");
    for (const shown of ["-s openapi.yaml", "-c typewright.json", "--validateResponses", "node bin/"]) {
      expect(texts, shown).toContain(shown);
    }
  });

  for (const command of commands) {
    // A command of the clone names the clone's own fixture: one run says all there is.
    const readsOpenapiYaml =
      command.args.includes("openapi.yaml") || command.args.includes("typewright.json");
    for (const fixture of readsOpenapiYaml ? SHIPPED_FIXTURES : SHIPPED_FIXTURES.slice(0, 1)) {
      it(`README.md:${command.line} on ${fixture}: exit 0, no warning (${command.text})`, async () => {
        await withTempDir((dir) => {
          copyFileSync(path.join(ROOT, fixture), path.join(dir, "openapi.yaml"));
          writeFileSync(path.join(dir, "typewright.json"), readmeConfiguration());
          // The clone's own commands name the clone's fixtures.
          symlinkSync(path.join(ROOT, "fixtures"), path.join(dir, "fixtures"), "dir");
          const result = runCli(dir, command.args);
          expect(result.stderr).toBe("");
          expect(result.status).toBe(0);
          expect(result.stdout).toMatch(/^typewright: wrote /);
        });
      }, 60_000);
    }
  }
});
