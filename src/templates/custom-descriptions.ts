/**
 * The descriptions a custom template reads (`custom-surface.ts`), built from emit's records: each copies the
 * facts it documents, so nothing of the plan or the model reaches the template.
 */
import type { ClientEmitContext, ContainerMethod, MethodParts } from "../emit/client-template.js";
import { sendsCredentials } from "../emit/operations/security.js";
import type {
  PlannedArgument,
  BodyArgument as PlannedBody,
  PlannedGroup,
  PlannedOperation,
} from "../plan/operation-plan-types.js";
import { declaredOptions, type TemplateOptionName, type TemplateOptions } from "./custom-options.js";
import type {
  ArgumentDescription,
  BodyArgument,
  GroupDescription,
  GroupMethod,
  OperationDescription,
  ReadDeclaration,
  TemplateContext,
} from "./custom-surface.js";

const contexts = new WeakMap<ClientEmitContext<TemplateOptionName>, TemplateContext>();
/** The whole of each run's options, for the kit's helpers, which write what typewright decides from them. */
const runs = new WeakMap<object, TemplateOptions>();

/**
 * One description per emit context, so a template sees the same object in every call of a run. Its options
 * are those the declaration lists (see custom-options.ts).
 */
export function describeContext(
  ctx: ClientEmitContext<TemplateOptionName>,
  declaration: ReadDeclaration,
): TemplateContext {
  let described = contexts.get(ctx);
  if (described === undefined) {
    described = {
      options: declaredOptions(ctx.options, declaration.options, declaration.id),
      declaration,
      resolvesTo: ctx.response.shape,
      securitySchemes: (ctx.securitySchemes ?? []).map((scheme) => scheme.name),
      servers: ctx.servers?.example && {
        urls: ctx.servers.servers.map((server) => server.url),
        example: { ...ctx.servers.example },
      },
    };
    contexts.set(ctx, described);
    runs.set(described, ctx.options);
  }
  return described;
}

/** The run's options behind a context typewright handed a template; undefined for any other object. */
export function runOptionsOf(described: object): TemplateOptions | undefined {
  return runs.get(described);
}

export function describeGroup({ tag, clientName, className }: PlannedGroup): GroupDescription {
  return { tag, clientName, className };
}

export function describeMethod(method: ContainerMethod, ctx: ClientEmitContext): GroupMethod {
  return {
    operation: describeOperation(method.parts, ctx),
    parameters: method.parameters,
    signature: method.signature,
    returnType: method.returnType,
    body: method.body,
  };
}

export function describeOperation(parts: MethodParts, ctx: ClientEmitContext): OperationDescription {
  const { planned } = parts;
  const { operation } = planned;
  const described = planned.arguments.map((argument) => describeArgument(argument, planned));
  return {
    name: parts.name,
    functionName: planned.functionName,
    operationId: operation.operationId,
    httpMethod: operation.method,
    path: planned.requestPath,
    tags: operation.tags,
    arguments: described,
    optionsArgument: { name: planned.options.name, localName: planned.options.localName },
    // The same object as in `arguments`; with object arguments, the object's `body`.
    body:
      described.find((argument) => argument.in === "body") ??
      (planned.body && describeBody(planned.body, planned)),
    response: {
      resolvesTo: ctx.response.shape,
      decoding: planned.response.decoding,
      mediaType: planned.response.mediaType,
      mayBeEmpty: planned.response.mayBeEmpty === true,
    },
    docs: {
      summary: operation.summary,
      description: operation.description,
      deprecated: operation.deprecated,
    },
    // As the method sends it: through `securedCall` only where the description declares schemes.
    secured: sendsCredentials(planned, ctx),
    parameters: parts.parameters,
    responseType: parts.responseType,
    request: parts.request,
    jsDoc: parts.jsDoc,
  };
}

function describeArgument(argument: PlannedArgument, planned: PlannedOperation): ArgumentDescription {
  const { name, localName, required } = argument;
  switch (argument.kind) {
    case "parameter": {
      const { parameter } = argument.planned;
      return {
        in: parameter.in,
        name,
        localName,
        required,
        description: parameter.description,
        wireName: parameter.name,
        deprecated: parameter.deprecated === true,
      };
    }
    case "query":
      return {
        in: "queryObject",
        name,
        localName,
        required,
        description: undefined,
        typeName: argument.typeName,
        properties: argument.properties.map((property) => ({
          name: property.name,
          required: property.required,
          description: property.parameter.description,
          deprecated: property.parameter.deprecated === true,
        })),
      };
    case "object":
      return {
        in: "paramsObject",
        name,
        localName,
        required,
        description: undefined,
        typeName: argument.typeName,
        properties: argument.properties.map((property) => ({
          in: property.parameter.in,
          name: property.name,
          wireName: property.parameter.name,
          required: property.required,
          description: property.parameter.description,
          deprecated: property.parameter.deprecated === true,
        })),
      };
    case "body":
      return describeBody(argument, planned);
  }
}

function describeBody(argument: PlannedBody, planned: PlannedOperation): BodyArgument {
  return {
    in: "body",
    name: argument.name,
    localName: argument.localName,
    required: argument.required,
    description: planned.operation.requestBody?.description,
    typeName: argument.typeName,
    mediaType: argument.mediaType,
  };
}
