import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileInMemory, expectCompiles, withDeclarations } from "../support/compile.js";
import { startRecordingServer } from "../support/http-server.js";
import { makeTempDir, withTempDir } from "../support/temp-dir.js";

/** One small file per client library, in the shapes the templates generate. */
const LIBRARY_USES: Record<string, string> = {
  "/virtual/libs/fetch.ts": `import type { Pet } from "./types.js";
export async function listPets(): Promise<Pet[]> {
  const response = await fetch("/pets", { headers: new Headers({ accept: "application/json" }) });
  return (await response.json()) as Pet[];
}
`,
  "/virtual/libs/types.ts": "export interface Pet {\n  id: number;\n  name?: string;\n}\n",
  "/virtual/libs/axios.ts": `import axios, { type AxiosInstance, type AxiosResponse } from "axios";
import type { Pet } from "./types";
export const http: AxiosInstance = axios.create({ baseURL: "/api", paramsSerializer: { indexes: null } });
export const listPets = (): Promise<AxiosResponse<Pet[]>> => http.get<Pet[]>("/pets");
`,
  "/virtual/libs/xior.ts": `import xior, { type XiorInstance, type XiorResponse } from "xior";
export const http: XiorInstance = xior.create({ baseURL: "/api" });
export const count = (): Promise<XiorResponse<number>> => http.get<number>("/count");
`,
  "/virtual/libs/ky.ts": `import ky, { type KyInstance } from "ky";
export const http: KyInstance = ky.create({ prefix: "/api" });
export const count = (): Promise<number> => http.get("count").json<number>();
`,
  "/virtual/libs/ky1.ts": `import ky from "ky1";
export const http = ky.create({ prefixUrl: "/api" });
`,
  "/virtual/libs/ng2.ts": `import { Injectable, inject } from "@angular/core";
import { HttpClient, HttpParams } from "@angular/common/http";
import type { Observable } from "rxjs";
@Injectable({ providedIn: "root" })
export class PetsClient {
  private readonly http = inject(HttpClient);
  count(): Observable<number> {
    return this.http.get<number>("/count", { params: new HttpParams().set("a", "1") });
  }
}
`,
  "/virtual/libs/ng1.ts": `import * as angular from "angular";
export const count = (http: angular.IHttpService): angular.IPromise<angular.IHttpResponse<number>> =>
  http.get<number>("/count");
`,
  "/virtual/libs/swr.ts": `import useSWR, { type SWRResponse } from "swr";
import useSWRMutation from "swr/mutation";
export const useCount = (): SWRResponse<number, Error> => useSWR<number, Error>("count", async () => 1);
export const useReset = () => useSWRMutation("count", async (_key: string, { arg }: { arg: number }) => arg);
`,
  "/virtual/libs/tsq.ts": `import { queryOptions, useQuery } from "@tanstack/react-query";
export const useCount = () => useQuery(queryOptions({ queryKey: ["count"] as const, queryFn: async () => 1 }));
`,
};

describe("compileInMemory", () => {
  test("resolves every client library from node_modules and relative imports between virtual files", () => {
    expect(compileInMemory(LIBRARY_USES).diagnostics).toEqual([]);
  });

  test("reports diagnostics as path:line:col TSxxxx message, with the path as given", () => {
    const { diagnostics } = compileInMemory({
      "/virtual/bad/client.ts": "export const ok = 1;\nexport const count: number = 'one';\n",
      "relative/other.ts": 'import { missing } from "./nowhere.js";\nexport { missing };\n',
    });
    expect(diagnostics).toEqual([
      "/virtual/bad/client.ts:2:14 TS2322 Type 'string' is not assignable to type 'number'.",
      "relative/other.ts:1:25 TS2307 Cannot find module './nowhere.js' or its corresponding type declarations.",
    ]);
  });

  test.each([
    ["exactOptionalPropertyTypes", "const p: { name?: string } = { name: undefined };", "TS2375"],
    ["noUncheckedIndexedAccess", "const list: number[] = [];\nconst first: number = list[0];", "TS2322"],
    ["noImplicitOverride", "class A { run() {} }\nclass B extends A { run() {} }", "TS4114"],
    ["verbatimModuleSyntax", 'import { AxiosInstance } from "axios";\nlet a: AxiosInstance;', "TS1484"],
    ["strict (noImplicitAny)", "export function f(x) { return x; }", "TS7006"],
  ])("checks with %s", (_option, code, expectedCode) => {
    const { diagnostics } = compileInMemory({ "/virtual/strictness.ts": `${code}\nexport {};\n` });
    expect(diagnostics.join("\n")).toContain(expectedCode);
  });

  test("experimentalDecorators can be switched on, and the shared cache does not leak it", () => {
    const files = {
      "/virtual/ng2-legacy/client.ts": `import { Inject, Injectable, InjectionToken, Optional } from "@angular/core";
export const BASE_PATH = new InjectionToken<string>("BASE_PATH");
@Injectable()
export class Client {
  readonly basePath: string | undefined;
  constructor(@Optional() @Inject(BASE_PATH) basePath?: string) {
    this.basePath = basePath;
  }
}
`,
    };
    expect(compileInMemory(files).diagnostics.join("\n")).toContain("TS1206");
    expect(
      compileInMemory(files, { extraCompilerOptions: { experimentalDecorators: true } }).diagnostics,
    ).toEqual([]);
    expect(compileInMemory(files).diagnostics.join("\n")).toContain("TS1206");
  });
});

describe("expectCompiles", () => {
  test("passes silently for valid code", () => {
    expectCompiles({ "/virtual/ok.ts": "export const ok: number = 1;\n" });
  });

  test("throws with every diagnostic and the source around it", () => {
    const source = [
      "// line 1",
      "// line 2",
      "export const count: number = 'one';",
      "// line 4",
      "// line 5",
    ];
    expect(() => expectCompiles({ "/virtual/bad.ts": source.join("\n") })).toThrowError(
      [
        "Generated code does not compile (1 diagnostics):",
        "",
        "/virtual/bad.ts:3:14 TS2322 Type 'string' is not assignable to type 'number'.",
        "  1 | // line 1",
        "  2 | // line 2",
        "> 3 | export const count: number = 'one';",
        "    |              ^",
        "  4 | // line 4",
        "  5 | // line 5",
      ].join("\n"),
    );
  });
});

describe("outputDepth: byte-identical outputs of a matrix checked once", () => {
  const client = "export const count: number = 'one';\n";
  const hooks = "import { count } from '../api/client.js';\nexport const twice: string = count * 2;\n";

  test("a diagnostic in an output that stands for others names them", () => {
    const files = {
      "matrix/native/api/client.ts": client,
      "matrix/native/hooks/use-api.ts": hooks,
      "matrix/body/api/client.ts": client,
      "matrix/body/hooks/use-api.ts": hooks,
      "matrix/full/api/client.ts": `${client}export const other = 1;\n`,
    };
    expect(compileInMemory(files, { outputDepth: 2 }).diagnostics).toEqual([
      "matrix/native is byte for byte the same as (so these fail too): matrix/body",
      "matrix/native/api/client.ts:1:14 TS2322 Type 'string' is not assignable to type 'number'.",
      "matrix/native/hooks/use-api.ts:2:14 TS2322 Type 'number' is not assignable to type 'string'.",
      "matrix/full/api/client.ts:1:14 TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
    expect(() => expectCompiles(files, { outputDepth: 2 })).toThrowError(
      "matrix/native is byte for byte the same as (so these fail too): matrix/body",
    );
  });

  test("single-file outputs, and outputs whose imports leave them, which are always checked", () => {
    const importsOut =
      "import { count } from '../../common/x/count.js';\nexport const text: string = count;\n";
    const files = {
      "one/a/native.ts": client,
      "one/a/body.ts": client,
      "two/a/client.ts": importsOut,
      "two/b/client.ts": importsOut,
      "common/x/count.ts": "export const count = 1;\n",
    };
    expect(compileInMemory(files, { outputDepth: 3 }).diagnostics).toEqual([
      "one/a/native.ts is byte for byte the same as (so these fail too): one/a/body.ts",
      "one/a/native.ts:1:14 TS2322 Type 'string' is not assignable to type 'number'.",
      "two/a/client.ts:2:14 TS2322 Type 'number' is not assignable to type 'string'.",
      "two/b/client.ts:2:14 TS2322 Type 'number' is not assignable to type 'string'.",
    ]);
  });
});

describe("outputDepth: an output an earlier call proved", () => {
  // Texts of this test's own, which no other test file of the worker proves first.
  const clean = "// the harness's proven output\nexport const count: number = 1;\n";
  const broken = "// the harness's failing output\nexport const count: number = 'one';\n";

  test("is not checked again under the same options; under others, or after failing, it is", () => {
    const first = compileInMemory(
      { "earlier/a/client.ts": clean, "earlier/b/client.ts": broken },
      { outputDepth: 2 },
    );
    expect(first.checked).toEqual(["earlier/a/client.ts", "earlier/b/client.ts"]);
    expect(first.diagnostics).toHaveLength(1);
    const again = { "later/a/client.ts": clean, "later/b/client.ts": broken };
    const second = compileInMemory(again, { outputDepth: 2 });
    expect(second.checked).toEqual(["later/b/client.ts"]);
    expect(second.diagnostics).toEqual([
      "later/b/client.ts:2:14 TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
    const otherOptions = compileInMemory(again, {
      outputDepth: 2,
      extraCompilerOptions: { noImplicitReturns: false },
    });
    expect(otherOptions.checked).toEqual(["later/a/client.ts", "later/b/client.ts"]);
    // A package.json above an output could change its module format: such an output is checked.
    const underPackage = compileInMemory(
      { "pkg/x/package.json": '{ "type": "module" }', "pkg/x/a/client.ts": clean },
      { outputDepth: 3 },
    );
    expect(underPackage.checked).toEqual(["pkg/x/a/client.ts"]);
  });
});

describe("withDeclarations", () => {
  test("gives the chosen files as declarations, which the others are checked against", () => {
    const files = withDeclarations(
      {
        "decl/client.ts": "export function count(): number {\n  return 1;\n}\n",
        "decl/user.ts": "import { count } from './client.js';\nexport const text: string = count();\n",
      },
      (file) => file.endsWith("client.ts"),
    );
    expect(Object.keys(files)).toEqual(["decl/client.d.ts", "decl/user.ts"]);
    expect(files["decl/client.d.ts"]).toContain("export declare function count(): number;");
    expect(compileInMemory(files).diagnostics).toEqual([
      "decl/user.ts:2:14 TS2322 Type 'number' is not assignable to type 'string'.",
    ]);
  });
});

describe("startRecordingServer", () => {
  test("records method, exact url, path, query, headers and body", async () => {
    const server = await startRecordingServer();
    try {
      const response = await fetch(`${server.url}/pets/1?tags=a&tags=b&arr[]=1&q=a%20b`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-trace": "abc" },
        body: JSON.stringify({ name: "Rex" }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("");
      const [request] = server.requests;
      expect(server.requests).toHaveLength(1);
      expect(request).toMatchObject({
        method: "POST",
        url: "/pets/1?tags=a&tags=b&arr[]=1&q=a%20b",
        path: "/pets/1",
        query: "tags=a&tags=b&arr[]=1&q=a%20b",
        headers: { "content-type": "application/json", "x-trace": "abc" },
      });
      expect(JSON.parse(request?.body.toString("utf8") ?? "")).toEqual({ name: "Rex" });
    } finally {
      await server.close();
    }
  });

  test("answers with the handler's status, headers and body", async () => {
    const server = await startRecordingServer(async (request) => {
      if (request.path === "/json") return { status: 201, headers: { "x-id": "7" }, body: { id: 7 } };
      if (request.path === "/bytes") return { body: new Uint8Array([1, 2, 3]) };
      if (request.path === "/text")
        return { status: 404, headers: { "content-type": "text/plain" }, body: "gone" };
      throw new Error("unexpected path");
    });
    try {
      const json = await fetch(`${server.url}/json`);
      expect([json.status, json.headers.get("content-type"), json.headers.get("x-id")]).toEqual([
        201,
        "application/json",
        "7",
      ]);
      expect(await json.json()).toEqual({ id: 7 });

      const bytes = await fetch(`${server.url}/bytes`);
      expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual([1, 2, 3]);

      const text = await fetch(`${server.url}/text`);
      expect([text.status, await text.text()]).toEqual([404, "gone"]);

      const failing = await fetch(`${server.url}/other`);
      expect([failing.status, await failing.text()]).toEqual([
        500,
        "recording server handler failed: unexpected path",
      ]);
      expect(server.requests.map((r) => r.url)).toEqual(["/json", "/bytes", "/text", "/other"]);
    } finally {
      await server.close();
    }
  });

  test("close() returns promptly although fetch keeps connections alive", async () => {
    const server = await startRecordingServer(() => ({ body: { ok: true } }));
    await (await fetch(server.url)).json();
    await server.close();
    await expect(fetch(server.url)).rejects.toThrow();
  });
});

describe("temp dirs", () => {
  test("withTempDir removes the folder afterwards, also when the callback throws", async () => {
    let kept = "";
    await expect(
      withTempDir((dir) => {
        kept = dir;
        expect(existsSync(dir)).toBe(true);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(kept).not.toBe("");
    expect(existsSync(kept)).toBe(false);
  });

  test("makeTempDir hands out distinct folders until cleanup", async () => {
    const [a, b] = await Promise.all([makeTempDir(), makeTempDir()]);
    expect(a.path).not.toBe(b.path);
    await Promise.all([a.cleanup(), b.cleanup()]);
    expect([existsSync(a.path), existsSync(b.path)]).toEqual([false, false]);
  });
});
