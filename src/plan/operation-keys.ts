import { wildcardMatch } from "../config/wildcard.js";
import type { OperationModel } from "../model/types.js";

/**
 * The keys of an option keyed by operation (`pagination`, `mockListSize`) that name no operation of the
 * description: neither an operationId nor a wildcard matching one. Such a key is a typo or a removed
 * operation, and is warned of rather than silently left unused.
 */
export function keysNamingNoOperation(
  settings: Readonly<Record<string, unknown>>,
  operations: readonly Pick<OperationModel, "operationId">[],
): string[] {
  const ids = operations.map((operation) => operation.operationId ?? "");
  return Object.keys(settings).filter((key) => !ids.some((id) => id === key || wildcardMatch(key, id)));
}
