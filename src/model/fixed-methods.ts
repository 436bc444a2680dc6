/**
 * The HTTP methods OpenAPI names by a Path Item's fixed fields. Apart from the reading of operations
 * (operation-methods.ts), which follows `$ref`s through the schema registry, so that the registry can tell an
 * Operation Object's place by them without importing that reading back.
 */
/** The methods a Path Item names by a fixed field (lower case there), as they are sent. */
export const FIXED_METHODS: readonly string[] = [
  "GET",
  "PUT",
  "POST",
  "DELETE",
  "OPTIONS",
  "HEAD",
  "PATCH",
  "TRACE",
  "QUERY",
];
