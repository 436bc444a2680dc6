/**
 * What the chosen template's library does to a method an `additionalOperations` key names, said for that
 * template: the model knows the method, the plan knows which library sends it.
 */
import { FIXED_METHODS } from "../model/fixed-methods.js";
import { FORBIDDEN_IN_BROWSERS } from "../model/operation-methods.js";
import type { OperationModel } from "../model/types.js";
import type { ClientDeclaration } from "../output-contract/declaration.js";
import type { DiagnosticSink } from "../text/diagnostics.js";

/**
 * Reports each generated operation whose method the client's library refuses (`CONNECT`, `TRACK` through
 * fetch or XMLHttpRequest) or sends otherwise than written (`purge` upper-cased). A custom template's
 * library is not known: the warning then says what the built-in templates do.
 */
export function reportMethodWarnings(
  operations: readonly Pick<OperationModel, "method" | "pointer">[],
  client: Pick<ClientDeclaration, "id" | "methodCase" | "browserMethodRules">,
  diagnostics: DiagnosticSink,
): void {
  for (const { method, pointer } of operations) {
    if (FIXED_METHODS.includes(method)) continue;
    const upperCase = method.toUpperCase();
    const message = FORBIDDEN_IN_BROWSERS.has(upperCase)
      ? refusedMethod(method, client)
      : method === upperCase
        ? undefined
        : lowerCaseMethod(method, upperCase, client);
    if (message !== undefined)
      diagnostics.report({ code: "method-varies", severity: "warning", pointer, message });
  }
}

function refusedMethod(
  method: string,
  client: Pick<ClientDeclaration, "id" | "browserMethodRules">,
): string | undefined {
  const refused = `the fetch standard and XMLHttpRequest refuse the method ${method}: the method is generated, but`;
  if (client.browserMethodRules === true)
    return `${refused} the ${client.id} template fails when it is called`;
  if (client.browserMethodRules === false) return undefined;
  return `${refused} a template on either fails when it is called (all built-in ones but axios)`;
}

function lowerCaseMethod(
  method: string,
  upperCase: string,
  client: Pick<ClientDeclaration, "id" | "methodCase">,
): string | undefined {
  if (client.methodCase === "as written") return undefined;
  if (client.methodCase === "upper case") {
    return `the ${client.id} template upper-cases every method and sends ${upperCase}, not ${method} (fetch and ky send it as written)`;
  }
  return `the method ${method} is sent as written by the fetch and ky templates; axios, xior, ng1 and ng2 upper-case every method and send ${upperCase}`;
}
