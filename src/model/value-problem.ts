import type { DiagnosticCode } from "../text/diagnostics.js";

/**
 * Values of schema keywords that typewright cannot write as they are, each a finding at the keyword's place:
 * a number JSON cannot carry (`1e400`, YAML's `.inf` and `.nan`), a `pattern` JavaScript cannot compile with
 * the `u` flag or that backtracks exponentially, `enum`/`const` values the checks beside them refuse or of
 * another `type`, an `enum`/`const` holding objects or arrays (no literal type spells them). What is then
 * done is said in the message and in docs/validation.md.
 */
export interface ValueProblem {
  code: DiagnosticCode;
  message: string;
}
