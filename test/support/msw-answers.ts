/**
 * What the MSW tests expect of every call against the generated handlers: the plan of the handlers file, every
 * operation generated, served and called (msw-calls.ts), and each call's answer compared with the handler's
 * default data, as decoded and as sent.
 */
import path from "node:path";
import { expect } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import type { Model } from "../../src/model/types.js";
import type { PlannedPagination } from "../../src/plan/pagination.js";
import type { MswPlan, PlannedHandler } from "../../src/plan/plan-msw.js";
import { planOutput } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import {
  type CallOutcome,
  callEveryOperation,
  generatedPair,
  type MswVersion,
  withServer,
} from "./msw-calls.js";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

export type Template = "fetch" | "axios" | "xior" | "ky";

/** The plan of the handlers file and the model its data is made from, as a run with these options makes them. */
export async function handlersPlan(
  src: string,
  options: Record<string, unknown>,
): Promise<{ msw: MswPlan; model: Model }> {
  const resolved = resolveOptions(
    { src: path.resolve(REPO_ROOT, src), out: "client.ts", msw: "handlers.ts", ...options },
    BUILTIN_OUTPUTS,
    { requireOut: false },
  );
  const templates = await resolveTemplate(resolved.template);
  const plan = planOutput(buildModel(await loadSpec(resolved.src)), resolved, templates.outputs);
  if (plan.msw === undefined) throw new Error("no handlers planned");
  const model = { ...buildModel(await loadSpec(resolved.src)), schemas: plan.schemaTable } as Model;
  return { msw: plan.msw, model };
}

/** Generates, serves and calls every operation of `src`. */
export async function everyCall(
  src: string,
  template: Template,
  options: Record<string, unknown> = {},
  version: MswVersion = "msw",
): Promise<CallOutcome[]> {
  const all = { template, responseShape: "body", ...options } as const;
  const { msw, model } = await handlersPlan(src, all);
  const { client, handlers } = await generatedPair(src, all, version);
  return withServer(
    handlers.handlers as unknown[],
    (server) => callEveryOperation(server, client, msw.handlers, model),
    version,
  );
}

/** What the call should resolve to: the default data as the client decodes it. */
function expectedValue(handler: PlannedHandler): unknown {
  const { framing } = handler.route;
  if (framing === "void") return undefined;
  // An event stream's call yields each event, its `data` the item.
  if (framing === "event-stream" || framing === "event-text") {
    return (handler.data as unknown[]).map((item) => ({ data: item }));
  }
  return handler.data;
}

/** The bytes the handler should have sent for its default data. */
function expectedText(handler: PlannedHandler): string | undefined {
  const { framing } = handler.route;
  const data = handler.data;
  const items = Array.isArray(data) ? data : [];
  switch (framing) {
    case "void":
      return "";
    case "json":
      return JSON.stringify(data);
    case "text":
    case "binary":
      return String(data);
    case "event-stream":
      return items.map((item) => `data: ${JSON.stringify(item)}\n\n`).join("");
    case "event-text":
      return items.map((item) => `data: ${String(item)}\n\n`).join("");
    case "json-lines":
      return items.map((item) => `${JSON.stringify(item)}\n`).join("");
    case "json-seq":
      return items.map((item) => `\u001e${JSON.stringify(item)}\n`).join("");
  }
}

/**
 * The data as a client's revived value reads once stringified: each date or date-time text the instant a
 * `Date` prints (`2024-01-01T00:00:00Z` is `2024-01-01T00:00:00.000Z`).
 */
function asRevived(value: unknown): unknown {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === "string" && /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/.test(item)
      ? new Date(item).toISOString()
      : item,
  );
}

/** Each call resolved to its handler's data and each handler sent that data's bytes. */
export function expectDefaultAnswers(outcomes: readonly CallOutcome[], revivesDates = false): void {
  for (const outcome of outcomes) {
    const { handler } = outcome;
    const label = `${handler.planned.operation.method} ${handler.planned.operation.path}`;
    const paged = handler.route.framing === "json" ? handler.planned.pagination : undefined;
    expect(outcome.rejected, label).toBeUndefined();
    // A paged operation's first page is its default data but for where the next page is (test/live/pagination).
    if (paged === undefined) expect(outcome.sent, label).toBe(expectedText(handler));
    else
      expect(withoutPaging(paged, JSON.parse(outcome.sent ?? "null")), label).toEqual(
        withoutPaging(paged, handler.data),
      );
    for (const [name, value] of handler.route.headers) {
      if (paged?.rule.kind === "linkHeader" && name.toLowerCase() === "link") continue;
      expect(outcome.headers?.get(name), label).toBe(value);
    }
    if (handler.route.framing === "binary") {
      expect(outcome.resolved, label).toBeInstanceOf(Blob);
      continue;
    }
    const resolved = revivesDates ? JSON.parse(JSON.stringify(outcome.resolved ?? null)) : outcome.resolved;
    const expected = revivesDates ? asRevived(expectedValue(handler)) : expectedValue(handler);
    if (paged === undefined) expect(resolved ?? undefined, label).toEqual(expected);
    else expect(withoutPaging(paged, resolved ?? undefined), label).toEqual(withoutPaging(paged, expected));
  }
}

/**
 * A page without what says where the next one is: the next cursor, URL or `has_more`, the total, and the last
 * item's key (which the handlers set page by page).
 */
function withoutPaging(paging: PlannedPagination, value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  const { rule } = paging;
  const paths = [
    rule.kind === "cursor" ? rule.nextCursor : undefined,
    rule.kind === "nextUrl" ? rule.nextUrl : undefined,
    rule.kind === "lastItem" ? rule.hasMore : undefined,
    rule.kind === "offset" || rule.kind === "pageNumber" ? rule.total : undefined,
  ];
  for (const path of paths) if (path !== undefined) removeAt(copy, path);
  if (rule.kind === "lastItem") {
    let items: unknown = copy;
    for (const name of paging.items) items = (items as Record<string, unknown> | undefined)?.[name];
    const last = Array.isArray(items) ? items[items.length - 1] : undefined;
    if (last !== null && typeof last === "object") delete (last as Record<string, unknown>)[rule.itemKey];
  }
  return copy;
}

function removeAt(value: unknown, path: readonly string[]): void {
  let at = value as Record<string, unknown> | undefined;
  for (const name of path.slice(0, -1)) at = at?.[name] as Record<string, unknown> | undefined;
  const last = path[path.length - 1];
  if (at !== null && typeof at === "object" && last !== undefined) delete at[last];
}
