/**
 * The ng2 output compiles with Angular 20, 21 and 22: every fixture × responseShape (unset, body, full) ×
 * query grouping × options, and the setup scaffold, each major in its own strict program with zero
 * diagnostics (the resource methods among them, and a component using them). (ng2 cannot carry the swr/tsq
 * layers, so there are no pairs to add.) The runtime tests
 * (live/runtime-ng2.test.ts) run on the installed `@angular/*`, 21.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { generate, generateFiles } from "../../src/index.js";
import {
  ANGULAR_VERSIONS,
  type AngularVersion,
  angularCompilerOptions,
  installedVersions,
} from "../support/angular-versions.js";
import { CLIENT_FIXTURES, CLIENT_VARIANTS, declaresEnums } from "../support/client-matrix.js";
import { compileInMemory, expectCompiles, expectCompilesApart } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { ng2ResourceConsumer } from "../support/ng2-resource-consumer.js";
import { withTempDir } from "../support/temp-dir.js";

/** Outputs of variants with TypeScript enums, compiled apart (see ENUM_OUTPUT). */
const withEnums = new Set<string>();

/** The ng2 outputs, keyed by a virtual path under `angular<major>/` so each program has its own files. */
async function ng2Outputs(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const fixture of CLIENT_FIXTURES) {
    for (const [variant, options] of CLIENT_VARIANTS) {
      const code = await generate({ src: fixturePath(fixture), template: "ng2", ...options });
      const file = `${fixture.replace(/[/.]/g, "_")}/${variant}.ts`;
      files[file] = code;
      if (declaresEnums(options)) withEnums.add(file);
    }
  }
  const setup = await withTempDir(async (dir) => {
    const { files } = await generateFiles({
      src: fixturePath("petstore.yaml"),
      template: "ng2",
      out: path.join(dir, "api", "client.ts"),
      clientSetup: path.join(dir, "setup", "client-setup.ts"),
    });
    return files.map((file) => [`setup/${path.relative(dir, file.path)}`, file.content]);
  });
  return { ...files, ...Object.fromEntries(setup) };
}

function compiledAgainst(version: AngularVersion, files: Record<string, string>, decorators = false) {
  const extraCompilerOptions = { ...angularCompilerOptions(version), experimentalDecorators: decorators };
  const folder = `angular${version.major}${decorators ? "-decorators" : ""}`;
  const placed = (enums: boolean) =>
    Object.fromEntries(
      Object.entries(files)
        .filter(([file]) => withEnums.has(file) === enums)
        .map(([file, code]) => [`${folder}/${file}`, code]),
    );
  return { files: placed(false), enumFiles: placed(true), options: { extraCompilerOptions } };
}

let outputs: Record<string, string>;
beforeAll(async () => {
  outputs = await ng2Outputs();
});

describe("ng2 output compiles with every supported Angular major", () => {
  for (const version of ANGULAR_VERSIONS) {
    it(`Angular ${version.major}: fixtures × responseShape × options, and the setup scaffold`, () => {
      expect(Object.keys(outputs)).toHaveLength(CLIENT_FIXTURES.length * CLIENT_VARIANTS.length + 2);
      const { files, enumFiles, options } = compiledAgainst(version, outputs);
      expectCompilesApart(files, enumFiles, options);
    });
  }

  it("with experimentalDecorators too, on the oldest and the newest major", () => {
    for (const version of [ANGULAR_VERSIONS[0], ANGULAR_VERSIONS.at(-1)]) {
      if (version === undefined) throw new Error("no Angular versions");
      const { files, enumFiles, options } = compiledAgainst(version, outputs, true);
      expectCompilesApart(files, enumFiles, options);
    }
  });
});

/**
 * What a caller passes per call is Angular's own request options of the major in use, less what each
 * operation decides itself. `@ts-expect-error` marks what must be rejected: the program has zero
 * diagnostics only if each of those lines is an error.
 */
function perCallUsage(major: AngularVersion["major"]): string {
  return [
    "import { HttpContext, HttpHeaders } from '@angular/common/http';",
    "import type { PetClient } from '../petstore_yaml/native.js';",
    "declare const pets: PetClient;",
    "pets.showPetById('1', {",
    "  headers: new HttpHeaders({ 'X-Trace': '1' }),",
    "  context: new HttpContext(),",
    "  withCredentials: true,",
    "  credentials: 'include',",
    "  keepalive: true,",
    "  priority: 'high',",
    "  cache: 'no-store',",
    "  mode: 'cors',",
    "  redirect: 'follow',",
    "  referrer: '',",
    "  integrity: '',",
    "  transferCache: { includeHeaders: ['ETag'] },",
    "  timeout: 500,",
    "});",
    "pets.showPetById('1', { headers: { 'X-Trace': ['1', '2'] } });",
    // Angular 21 added referrerPolicy to HttpClient's options.
    ...(major === 20 ? ["// @ts-expect-error Angular 20 has no referrerPolicy"] : []),
    "pets.showPetById('1', { referrerPolicy: 'no-referrer' });",
    ...[
      "body: 1",
      "observe: 'events'",
      "params: { q: '1' }",
      "responseType: 'blob'",
      "reportProgress: true",
      "reportDownloadProgress: true",
    ].flatMap((option) => [
      "// @ts-expect-error the operation decides it",
      `pets.showPetById('1', { ${option} });`,
    ]),
  ].join("\n");
}

describe("per-call options are the Angular in use's own", () => {
  for (const version of ANGULAR_VERSIONS) {
    it(`Angular ${version.major}: headers, context, credentials, timeout, ...; not what the operation decides`, () => {
      const usage = {
        "petstore_yaml/native.ts": outputs["petstore_yaml/native.ts"] ?? "",
        "usage/calls.ts": perCallUsage(version.major),
      };
      const { files, options } = compiledAgainst(version, usage);
      expectCompiles(files, options);
    });
  }
});

describe("resources (httpResource) as a component uses them, with signals", () => {
  for (const version of ANGULAR_VERSIONS) {
    it(`Angular ${version.major}: arguments from signals, idle, value, failures, options; and what is rejected`, () => {
      const usage = {
        "petstore_yaml/native.ts": outputs["petstore_yaml/native.ts"] ?? "",
        "usage/resources.ts": ng2ResourceConsumer("../petstore_yaml/native.js"),
      };
      const { files, options } = compiledAgainst(version, usage);
      expectCompiles(files, options);
    });
  }
});

/**
 * The matrix above proves something only if each program really sees its own major. Each check names an
 * API that exists in some majors only: `NgProbeToken` was removed in 21, `isWritableSignal` came in 21,
 * `HttpRequestOptions` (what the ng2 output once used) in 22, so a 22-only type fails on 20 and 21.
 */
describe("the compile matrix sees the major it names", () => {
  it("npm installed each major under its name", () => {
    for (const version of ANGULAR_VERSIONS) {
      for (const installed of Object.values(installedVersions(version))) {
        expect(installed.split(".")[0]).toBe(String(version.major));
      }
    }
  });

  const markers: [string, string, AngularVersion["major"][]][] = [
    [
      "NgProbeToken",
      "import { NgProbeToken } from '@angular/core';\nexport const token = NgProbeToken;",
      [20],
    ],
    [
      "isWritableSignal",
      "import { isWritableSignal } from '@angular/core';\nexport const check = isWritableSignal;",
      [21, 22],
    ],
    [
      "HttpRequestOptions",
      "import type { HttpRequestOptions } from '@angular/common/http';\nexport type Options = HttpRequestOptions;",
      [22],
    ],
  ];
  for (const [name, code, majors] of markers) {
    it(`${name} compiles on Angular ${majors.join(", ")} only`, () => {
      for (const version of ANGULAR_VERSIONS) {
        const { files, options } = compiledAgainst(version, { [`markers/${name}.ts`]: code });
        const { diagnostics } = compileInMemory(files, options);
        if (majors.includes(version.major)) expect(diagnostics, `Angular ${version.major}`).toEqual([]);
        else expect(diagnostics.join("\n"), `Angular ${version.major}`).toMatch(/TS2305|TS2724/);
      }
    });
  }
});
