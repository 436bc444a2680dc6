import { parameter, returnStatement, typeReference } from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { DeclaredType } from "../../template-declarations/index.js";
import type { ClientEmitContext, ContainerMethod, MethodParts } from "../client-template.js";
import { withFailures } from "../failures.js";
import { methodResult, methodReturnType } from "../response-shape.js";
import { sendWithCredentials } from "./security.js";
import { streamUnsupported, unsupportedStreamBody } from "./stream-type.js";

/**
 * Every method of a group as the container declares it: the operation's parameters plus the template's
 * per-call options, the return type and `return <send>` (or its body), all decided once for every template.
 */
export function assembleMethods(methods: readonly MethodParts[], ctx: ClientEmitContext): ContainerMethod[] {
  const { template, response } = ctx;
  return methods.map((parts) => ({
    parts,
    parameters: [
      ...parts.parameters,
      parameter(parts.planned.optionsName, {
        type: requestOptionsType(template.declaration.requestOptions),
        optional: true,
      }),
    ],
    returnType: withFailures(methodReturnType(parts.responseType, response), parts.planned, ctx),
    body: streamUnsupported(parts.planned, ctx)
      ? unsupportedStreamBody(parts.planned, ctx)
      : [returnStatement(methodResult(sendWithCredentials(parts, ctx), response))],
  }));
}

/** The per-call options type as the generated file names it (`KyOptions` for ky's renamed `Options`). */
export function requestOptionsType(declared: DeclaredType): ts.TypeNode {
  return typeReference(declared.as ?? declared.name);
}
