import type { ResolvedOptions } from "../config/types.js";
import { wildcardMatch } from "../config/wildcard.js";
import type { OperationModel } from "./types.js";

type SelectionOptions = Pick<ResolvedOptions, "skipDeprecated" | "exclude">;

/** Applies `skipDeprecated` and `exclude` (tags and operationIds, matched against the raw strings). */
export function selectOperations(
  operations: readonly OperationModel[],
  options: SelectionOptions,
): OperationModel[] {
  return operations.filter((operation) => !isExcluded(operation, options));
}

function isExcluded(operation: OperationModel, { skipDeprecated, exclude }: SelectionOptions): boolean {
  if (skipDeprecated && operation.deprecated) return true;
  const byTag = operation.tags.some((tag) => exclude.tags.some((pattern) => wildcardMatch(pattern, tag)));
  if (byTag) return true;
  const id = operation.operationId;
  return id !== undefined && exclude.operationIds.some((pattern) => wildcardMatch(pattern, id));
}
