/**
 * Parameter names that go into a header line as they are: a header's name, and a cookie's name inside the
 * `Cookie` header. Either must be an HTTP token (RFC 9110 §5.6.2; RFC 6265 takes a cookie name from the same
 * grammar); anything else (a space, a colon, a line break, non-ASCII) would make every call fail at run time
 * or split the header, so it stops generation with the parameter's JSON pointer.
 */
import { escapeHiddenCharacters } from "../ast/hidden-characters.js";
import { TypewrightError } from "../errors.js";
import { childPointer } from "../load/json-pointer.js";
import type { ParameterModel, SecuritySchemeModel } from "../model/types.js";

/** `token = 1*tchar`; tchar: `!#$%&'*+-.^_\`|~`, digits and ASCII letters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Throws when `parameter` is a header or cookie whose name is not a token. */
export function checkWireName(parameter: ParameterModel): void {
  if (parameter.in !== "header" && parameter.in !== "cookie") return;
  if (TOKEN.test(parameter.name)) return;
  const name = escapeHiddenCharacters(JSON.stringify(parameter.name));
  // The way out: the parameter left out of every call, as `modifiers` can do for any parameter.
  const leaveOut = `; leave it out with "modifiers": { "parameters": { ${name}: "ignore" } }`;
  throw notAToken(`${parameter.in} parameter`, parameter.in, parameter.name, parameter.pointer, leaveOut);
}

/**
 * The same for an `apiKey` scheme sent in a header or a cookie: a name like `role=admin; sid` would send a
 * cookie of the caller's choosing, one with a line break would make every call throw.
 */
export function checkSchemeWireName(scheme: SecuritySchemeModel): void {
  if (scheme.kind !== "apiKey" || scheme.in === "query" || TOKEN.test(scheme.parameterName)) return;
  const pointer = childPointer("#/components/securitySchemes", scheme.name, "name");
  throw notAToken(`${scheme.in} apiKey scheme`, scheme.in, scheme.parameterName, pointer);
}

function notAToken(
  what: string,
  location: "header" | "cookie",
  name: string,
  pointer: string | undefined,
  wayOut = "",
): TypewrightError {
  const kind = location === "header" ? "an HTTP header name" : "a cookie name";
  const at = pointer === undefined ? "" : `${pointer}: `;
  return new TypewrightError(
    "spec",
    `${at}${what} ${escapeHiddenCharacters(JSON.stringify(name))} is not ${kind}: ` +
      `only letters, digits and !#$%&'*+-.^_\`|~ are allowed (RFC 9110 token)${wayOut}`,
    pointer === undefined ? {} : { pointer },
  );
}
