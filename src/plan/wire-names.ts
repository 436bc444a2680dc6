/**
 * Parameter names that go into a header line as they are: a header's name, and a cookie's name inside the
 * `Cookie` header. Either must be an HTTP token (RFC 9110 §5.6.2; RFC 6265 takes a cookie name from the same
 * grammar); anything else (a space, a colon, a line break, non-ASCII) would make every call fail at run time
 * or split the header, so it stops generation with the parameter's JSON pointer.
 */
import { escapeHiddenCharacters } from "../ast/hidden-characters.js";
import { TypewrightError } from "../errors.js";
import type { ParameterModel } from "../model/types.js";

/** `token = 1*tchar`; tchar: `!#$%&'*+-.^_\`|~`, digits and ASCII letters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Throws when `parameter` is a header or cookie whose name is not a token. */
export function checkWireName(parameter: ParameterModel): void {
  if (parameter.in !== "header" && parameter.in !== "cookie") return;
  if (TOKEN.test(parameter.name)) return;
  const what = parameter.in === "header" ? "an HTTP header name" : "a cookie name";
  const at = parameter.pointer === undefined ? "" : `${parameter.pointer}: `;
  throw new TypewrightError(
    "spec",
    `${at}${parameter.in} parameter ${escapeHiddenCharacters(JSON.stringify(parameter.name))} is not ${what}: ` +
      "only letters, digits and !#$%&'*+-.^_`|~ are allowed (RFC 9110 token)",
    parameter.pointer === undefined ? {} : { pointer: parameter.pointer },
  );
}
