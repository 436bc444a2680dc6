/**
 * The request types of the client: the type of each operation's body argument is exported as
 * `<Operation>Body`, the type of each grouped query object (`queryParamsAsObject`) as `<Operation>Query` and
 * the type of the one object of `argumentStyle: "object"` as `<Operation>Params`,
 * named after the method like the failure unions (`issuesCreate` → `IssuesCreateBody`,
 * `IssuesListForRepoQuery`), and the method's argument is declared with that name.
 *
 * They are claimed with the operation's failure union (see top-level-names.ts), so every name claimed before
 * them (types, request views, converters, clients, classes) is what it would be without them. A name
 * already taken (a schema called `IssuesCreateBody`) gets the next number, as every other name claimed
 * there: `IssuesCreateBody2`.
 */
import { toTypeName } from "./names.js";
import type { TopLevelNames } from "./top-level-names.js";

/** What a request type holds: the body, or the grouped query parameters. */
export type RequestTypeKind = "body" | "query" | "params";

const SUFFIXES: Readonly<Record<RequestTypeKind, string>> = {
  body: "Body",
  query: "Query",
  params: "Params",
};

/** `issuesCreate` → `IssuesCreateBody`, claimed at the top level. */
export function claimRequestTypeName(
  methodName: string,
  kind: RequestTypeKind,
  names: TopLevelNames,
): string {
  return names.claim("operationType", `${toTypeName(methodName, "Operation")}${SUFFIXES[kind]}`);
}
