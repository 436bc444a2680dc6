/**
 * The request types of the client: the type of each operation's body argument is exported as
 * `<Operation>Body` and the type of each grouped query object (`queryParamsAsObject`) as `<Operation>Query`,
 * named after the method like the failure unions (`issuesCreate` → `IssuesCreateBody`,
 * `IssuesListForRepoQuery`), and the method's argument is declared with that name.
 *
 * They are claimed in the file's top-level scope right after the failure unions, in group and operation
 * order, so every name claimed before them (types, request views, converters, clients, classes, failure
 * unions) is what it would be without them. A name already taken (a schema called `IssuesCreateBody`) gets
 * the scope's next number, as every other name claimed there: `IssuesCreateBody2`.
 */
import { type NameScope, toTypeName } from "./names.js";
import type { PlannedGroup } from "./operation-plan-types.js";

/** What a request type holds: the body, or the grouped query parameters. */
export type RequestTypeKind = "body" | "query";

const SUFFIXES: Readonly<Record<RequestTypeKind, string>> = { body: "Body", query: "Query" };

/** `issuesCreate` → `IssuesCreateBody`: the name a request type wants before the top-level scope is asked. */
export function desiredRequestTypeName(methodName: string, kind: RequestTypeKind): string {
  return `${toTypeName(methodName, "Operation")}${SUFFIXES[kind]}`;
}

/** Claims each request type's desired name (set by `planGroups`) in the top-level scope. */
export function planRequestTypes(groups: readonly PlannedGroup[], topLevel: NameScope): void {
  for (const group of groups) {
    for (const planned of group.operations) {
      for (const argument of planned.arguments) {
        if (argument.kind === "body" || argument.kind === "query") {
          argument.typeName = topLevel.claim(argument.typeName);
        }
      }
    }
  }
}
