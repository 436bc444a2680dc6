/**
 * Calls every operation of a generated client against its generated MSW handlers (msw/node's `setupServer`):
 * the arguments are made from the plan (each required parameter and body a value of its schema), the handlers
 * and the client are the files a run writes. What each call resolved to and the bytes each mocked response
 * carried are handed back for the test to compare with the planned default data.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { setupServer } from "msw/node";
import { describe } from "vitest";
import type { GenerateOptions } from "../../src/index.js";
import { generateFiles } from "../../src/index.js";
import type { JsonValue } from "../../src/load/types.js";
import type { Model } from "../../src/model/types.js";
import { mockResponseBody } from "../../src/plan/mock-data/mock-value.js";
import type { PlannedArgument, PlannedParameter } from "../../src/plan/operation-plan-types.js";
import type { PlannedHandler } from "../../src/plan/plan-msw.js";
import type { PlanSchema } from "../../src/plan/type-model.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Both ends of each msw major the handlers support: the newest 2.x (`msw`) and the first whose TypeScript peer
 * range admits TypeScript 6 (`msw-2-2`); msw 3.0.0 and the newest 3.x (`msw-3-0`, `msw-3`), installed under
 * those aliases.
 */
export const MSW_VERSIONS = ["msw", "msw-2-2", "msw-3-0", "msw-3"] as const;
export type MswVersion = (typeof MSW_VERSIONS)[number];

/**
 * Whether `version` runs on this Node: msw 3 needs Node 22.12 or later (its `engines`; on Node 20 its
 * interceptor fails every request, calling `Promise.withResolvers`). CI's smoke part runs these tests on
 * Node 22 and 24.
 */
export function runsOnThisNode(version: MswVersion): boolean {
  const manifest = JSON.parse(
    readFileSync(path.join(REPO_ROOT, "node_modules", version, "package.json"), "utf8"),
  ) as { engines?: { node?: string } };
  const lowest = /^>=\s*(\d+)\.(\d+)/.exec(manifest.engines?.node ?? "");
  if (lowest === null) return true;
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  const [wantedMajor, wantedMinor] = [Number(lowest[1]), Number(lowest[2])];
  return major > wantedMajor || (major === wantedMajor && minor >= wantedMinor);
}

/**
 * `describe.each(MSW_VERSIONS)`, each version's block skipped where it cannot run (`runsOnThisNode`); `%s` in
 * `name` is the version.
 */
export function describeEachMswVersion(name: string, body: (version: MswVersion) => void): void {
  for (const version of MSW_VERSIONS) {
    const notice = runsOnThisNode(version) ? "" : ` [skipped: Node ${process.versions.node} is too old]`;
    describe.skipIf(notice !== "")(`${name.replace("%s", version)}${notice}`, () => body(version));
  }
}

/**
 * Where a version's runs are written: in the repository (ignored by git), so that the modules' imports of the
 * libraries resolve. For the aliased version, the folder has its own `node_modules/msw` pointing at it, so that
 * the generated file's `import ... from "msw"` loads that version.
 */
function runsFolder(version: MswVersion): string {
  const folder = path.join(REPO_ROOT, ".tmp", version === "msw" ? "msw-handlers" : `msw-handlers-${version}`);
  if (version === "msw") return folder;
  const link = path.join(folder, "node_modules", "msw");
  if (!existsSync(link)) {
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, "node_modules", version), link, "dir");
  }
  return folder;
}

let runs = 0;

export const BASE_URL = "https://api.msw.invalid/base";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are typed by the compile tests; here they run.
export type AnyModule = Record<string, any>;

/** Writes client and handlers for `src` with `options` and imports both. */
export async function generatedPair(
  src: string,
  options: Omit<GenerateOptions, "src" | "out" | "msw">,
  version: MswVersion = "msw",
): Promise<{ client: AnyModule; handlers: AnyModule; folder: string }> {
  const folder = path.join(runsFolder(version), `run-${process.pid}-${runs++}`);
  mkdirSync(folder, { recursive: true });
  await generateFiles({
    src: path.resolve(REPO_ROOT, src),
    out: path.join(folder, "client.ts"),
    msw: path.join(folder, "handlers.ts"),
    baseUrl: BASE_URL,
    ...options,
  });
  const client = (await import(path.join(folder, "client.ts"))) as AnyModule;
  const handlers = (await import(path.join(folder, "handlers.ts"))) as AnyModule;
  return { client, handlers, folder };
}

/** A value of `schema` for an argument: the same data the handlers are made from. */
function schemaValue(schema: PlanSchema, model: Model): JsonValue | undefined {
  return mockResponseBody({ status: "200", schema }, model);
}

/** A path parameter's value: a value of its schema as text, so that it fills one path segment. */
function pathValue(parameter: PlannedParameter, model: Model): JsonValue | undefined {
  const value = schemaValue(parameter.parameter.schema, model);
  if (parameter.parameter.in !== "path") return value;
  return typeof value === "string" && value !== "" ? value : typeof value === "number" ? value : "p";
}

/** The arguments of one call: each required parameter and body, nothing optional. */
export function argumentsOf(arguments_: readonly PlannedArgument[], model: Model): unknown[] {
  return arguments_.map((argument) => {
    switch (argument.kind) {
      case "parameter":
        return argument.required ? pathValue(argument.planned, model) : undefined;
      case "body":
        return argument.required ? schemaValue(argument.schema, model) : undefined;
      case "query":
      case "object": {
        const entries = argument.properties
          .filter((property) => property.required)
          .map((property) => [property.name, pathValue(property, model)]);
        if (argument.kind === "object" && argument.body?.required) {
          entries.push([argument.body.name, schemaValue(argument.body.schema, model)]);
        }
        return argument.required || entries.length > 0 ? Object.fromEntries(entries) : undefined;
      }
      default:
        return undefined;
    }
  });
}

/** What one call gave: the value it resolved to (a stream's items collected) or the error it rejected with. */
export interface CallOutcome {
  handler: PlannedHandler;
  resolved?: unknown;
  rejected?: unknown;
  /** The text of the response the handler answered with. */
  sent?: string;
  /** The headers of that response. */
  headers?: Headers;
}

/**
 * A server of msw `version` with `handlers` listening while `run` runs; every request no handler answers is an
 * error.
 */
export async function withServer<T>(
  handlers: readonly unknown[],
  run: (server: MockServer) => Promise<T>,
  version: MswVersion = "msw",
): Promise<T> {
  const node = (await import(version === "msw" ? "msw/node" : `${version}/node`)) as {
    setupServer: typeof setupServer;
  };
  const server = node.setupServer(...(handlers as Parameters<typeof setupServer>));
  // msw 3 renamed the option (`onUnhandledFrame`) and ignores the old name: under it, an unhandled request
  // would only be warned of.
  const unhandled = version.startsWith("msw-3")
    ? { onUnhandledFrame: "error" }
    : { onUnhandledRequest: "error" };
  server.listen(unhandled as Parameters<MockServer["listen"]>[0]);
  try {
    return await run(server);
  } finally {
    server.close();
  }
}

export type MockServer = ReturnType<typeof setupServer>;

/** Calls every planned operation through the client's exported function, one after another. */
export async function callEveryOperation(
  server: MockServer,
  client: AnyModule,
  handlers: readonly PlannedHandler[],
  model: Model,
): Promise<CallOutcome[]> {
  const sent: string[] = [];
  const headers: Headers[] = [];
  const listener = ({ response }: { response: Response }) => {
    headers.push(response.headers);
    sent.push("pending");
    const index = sent.length - 1;
    void response
      .clone()
      .text()
      .then((text) => {
        sent[index] = text;
      });
  };
  server.events.on("response:mocked", listener);
  const outcomes: CallOutcome[] = [];
  for (const handler of handlers) {
    const before = sent.length;
    const outcome: CallOutcome = { handler };
    try {
      const result = await client[handler.planned.functionName](
        ...argumentsOf(handler.planned.arguments, model),
      );
      outcome.resolved = await collected(result);
    } catch (error) {
      outcome.rejected = error;
    }
    // The body is read asynchronously: wait for it.
    for (let tries = 0; tries < 50 && sent[before] === "pending"; tries++)
      await new Promise((r) => setTimeout(r, 1));
    const text = sent[before];
    if (text !== undefined) outcome.sent = text;
    if (headers[before] !== undefined) outcome.headers = headers[before];
    outcomes.push(outcome);
  }
  server.events.removeListener("response:mocked", listener);
  return outcomes;
}

/** A stream's items as an array; any other value as it is. */
async function collected(result: unknown): Promise<unknown> {
  if (result !== null && typeof result === "object" && Symbol.asyncIterator in result) {
    const items: unknown[] = [];
    for await (const item of result as AsyncIterable<unknown>) items.push(item);
    return items;
  }
  return result;
}
