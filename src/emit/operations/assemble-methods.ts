import { intersectionType, parameter, returnStatement } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { DeclaredType } from "../../output-contract/declaration.js";
import { isStreamed } from "../../plan/media-types.js";
import { runtimeType } from "../../splice/runtime-names.js";
import type { ClientEmitContext, ContainerMethod, MethodParts } from "../client-template.js";
import { withFailures } from "../failures.js";
import { methodResult, methodReturnType } from "../response-shape.js";
import { sendWithCredentials } from "./security.js";
import { streamUnsupported, unsupportedStreamBody } from "./stream-type.js";

/**
 * A method as the container declares it: the operation's parameters plus the template's per-call options,
 * the return type and `return <send>` (or its body), all decided once for every template.
 */
export function assembleMethod(parts: MethodParts, ctx: ClientEmitContext): ContainerMethod {
  const { template, response } = ctx;
  const { planned } = parts;
  const libraryOptions = requestOptionsType(template.declaration.requestOptions);
  // A call that streams also takes the longest item it accepts (`maxItemLength`).
  const streams = isStreamed(planned.response) && !streamUnsupported(planned, ctx);
  const options = parameter(planned.options.name, {
    type: streams ? intersectionType([libraryOptions, runtimeType("StreamOptions")]) : libraryOptions,
    optional: true,
  });
  const signature = [...parts.parameters, options];
  const renamed = [...planned.arguments, planned.options].some(({ name, localName }) => name !== localName);
  return {
    parts,
    parameters: renamed
      ? signature.map((declared, index) => localParameter(declared, planned, index))
      : signature,
    ...(renamed ? { signature } : {}),
    returnType: withFailures(methodReturnType(parts.responseType, response), planned, ctx),
    body: streamUnsupported(planned, ctx)
      ? unsupportedStreamBody(planned, ctx)
      : [returnStatement(methodResult(sendWithCredentials(parts, ctx), response))],
  };
}

/** The signature's parameter at `index` under the name the body reads it by (the options come last). */
function localParameter(
  declared: ts.ParameterDeclaration,
  planned: MethodParts["planned"],
  index: number,
): ts.ParameterDeclaration {
  const { localName } = planned.arguments[index] ?? planned.options;
  return parameter(localName, { type: declared.type, optional: declared.questionToken !== undefined });
}

/** The per-call options type as the generated file names it (`KyOptions` for ky's renamed `Options`). */
export function requestOptionsType(declared: DeclaredType): ts.TypeNode {
  return referencedType(declared.as ?? declared.name);
}
