/**
 * The link check the package test applies to the packed README and docs: it finds the links a reader can
 * follow, and reports every one that leads nowhere inside the package.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenLinks, headingAnchors, markdownLinks } from "../support/markdown-links.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

describe("Markdown links", () => {
  it("are read from prose and tables, not from code spans or fenced code", () => {
    const page = [
      "See [Auth](docs/auth.md#with-schemes) and `[not](a-link.md)`.",
      '| a | [b](b.md "title") |',
      "```md",
      "[inside](fenced.md)",
      "```",
      "[web](https://example.com) [top](#top)",
    ].join("\n");
    expect(markdownLinks(page)).toEqual([
      { line: 1, target: "docs/auth.md#with-schemes" },
      { line: 2, target: "b.md" },
      { line: 6, target: "https://example.com" },
      { line: 6, target: "#top" },
    ]);
  });

  it("anchor headings as GitHub and npm do", () => {
    const anchors = headingAnchors(
      [
        "# Generated code",
        "## Client setup (`clientSetup`)",
        "## `--check`: is the committed client current?",
        "## Request and response views (`readWriteViews`)",
        "## Errors",
        "### Errors",
        "```sh",
        "# not a heading",
        "```",
      ].join("\n"),
    );
    expect([...anchors]).toEqual([
      "generated-code",
      "client-setup-clientsetup",
      "--check-is-the-committed-client-current",
      "request-and-response-views-readwriteviews",
      "errors",
      "errors-1",
    ]);
  });

  describe("in a package folder", () => {
    let temp: TempDir;
    beforeAll(async () => {
      temp = await makeTempDir("typewright-links-");
      mkdirSync(path.join(temp.path, "package/docs"), { recursive: true });
      writeFileSync(path.join(temp.path, "repository-only.md"), "# Outside\n");
      writeFileSync(
        path.join(temp.path, "package/README.md"),
        [
          "# Package",
          "[ok](docs/a.md#a-heading) [self](#package) [file](docs/a.md)",
          "[missing file](docs/missing.md)",
          "[missing heading](docs/a.md#no-such-heading)",
          "[outside](../repository-only.md)",
        ].join("\n"),
      );
      writeFileSync(path.join(temp.path, "package/docs/a.md"), "# A heading\n[back](../README.md#package)\n");
    });
    afterAll(() => temp?.cleanup());

    it("reports each link that leads to no file or heading inside the package, and only those", () => {
      const root = path.join(temp.path, "package");
      expect(brokenLinks(root, ["README.md", "docs/a.md"])).toEqual([
        { where: "README.md:3", target: "docs/missing.md", reason: "no such file in the package" },
        {
          where: "README.md:4",
          target: "docs/a.md#no-such-heading",
          reason: "no heading #no-such-heading in docs/a.md",
        },
        { where: "README.md:5", target: "../repository-only.md", reason: "points outside the package" },
      ]);
    });
  });
});
