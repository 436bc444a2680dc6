/**
 * The request types of each operation, under the names the plan claimed (see plan/plan-request-types.ts):
 * `<Operation>Body`, the type of its body argument, `<Operation>Query`, the type of its grouped query
 * object, and `<Operation>Params`, the type of the one object of `argumentStyle: "object"`. The method's
 * arguments name them, so hover, auto-import and hooks show one name.
 */
import { interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { propertyName } from "../../ast/keys.js";
import { propertySignature, typeReference } from "../../ast/nodes.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type {
  PlannedArgument,
  PlannedGroup,
  PlannedOperation,
  PlannedParameter,
} from "../../plan/operation-plan-types.js";
import { builtInBatches } from "../batches.js";
import type { TypeEmitContext } from "../types/context.js";
import { lowerSchema } from "../types/lower-schema.js";
import { schemaJsDoc } from "../types/schema-docs.js";
import { declareBodyType } from "./body-type.js";

type PlannedQuery = Extract<PlannedArgument, { kind: "query" }>;
type PlannedObject = Extract<PlannedArgument, { kind: "object" }>;

/** The request types of a group's operations, in operation and signature order, built as they are read. */
export function requestTypeDeclarations(group: PlannedGroup, ctx: TypeEmitContext): Iterable<ts.Statement> {
  return builtInBatches(group.operations, (planned) =>
    planned.arguments.flatMap((argument) => {
      if (argument.kind === "body") {
        return [declareBodyType(argument, bodyDocs(planned), ctx)];
      }
      if (argument.kind === "object") {
        const body = argument.body ? [declareBodyType(argument.body, bodyDocs(planned), ctx)] : [];
        return [...body, declareParamsType(argument, planned, ctx)];
      }
      return argument.kind === "query" ? [declareQueryType(argument, planned, ctx)] : [];
    }),
  );
}

function bodyDocs(planned: PlannedOperation) {
  return {
    description: planned.operation.requestBody?.description,
    fallback: `The request body of \`${planned.methodName}\`.`,
  };
}

/**
 * `export interface ListPetsQuery { limit?: number; 'page[size]'?: number }`: one property per query
 * parameter, keyed by its wire name and documented by the parameter.
 */
function declareQueryType(
  query: PlannedQuery,
  planned: PlannedOperation,
  ctx: TypeEmitContext,
): ts.Statement {
  const members = query.properties.map((property) => parameterMember(property, ctx));
  return withJsDoc(objectType(query.typeName, members, ctx), {
    description: `The query parameters of \`${planned.methodName}\`.`,
  });
}

/**
 * `export interface IssuesCreateParams { owner: string; 'X-Request-Id'?: string; body: IssuesCreateBody }`
 * (`argumentStyle: "object"`): one property per parameter under its key, documented by the parameter, and
 * the body, typed by its own request type.
 */
function declareParamsType(
  object: PlannedObject,
  planned: PlannedOperation,
  ctx: TypeEmitContext,
): ts.Statement {
  const members = object.properties.map((property) => parameterMember(property, ctx));
  if (object.body) {
    const signature = propertySignature(
      propertyName(object.body.name),
      typeReference(object.body.typeName),
      !object.body.required,
    );
    const description = planned.operation.requestBody?.description;
    members.push(description === undefined ? signature : withJsDoc(signature, { description }));
  }
  const holds = [
    ...(object.properties.length > 0 ? ["its parameters"] : []),
    ...(object.body ? ["its body"] : []),
  ];
  return withJsDoc(objectType(object.typeName, members, ctx), {
    description: `What \`${planned.methodName}\` takes, in one object: ${holds.join(" and ")}.`,
  });
}

function parameterMember(
  { name, parameter, required }: PlannedParameter,
  ctx: TypeEmitContext,
): ts.TypeElement {
  const signature = propertySignature(propertyName(name), lowerSchema(parameter.schema, ctx), !required);
  const docs = schemaJsDoc(parameter.schema, {
    ...(parameter.description === undefined ? {} : { description: parameter.description }),
    ...(parameter.deprecated ? { deprecated: true } : {}),
  });
  return docs ? withJsDoc(signature, docs) : signature;
}

function objectType(typeName: string, members: ts.TypeElement[], ctx: TypeEmitContext): ts.Statement {
  return ctx.typing.objectsAsInterfaces
    ? interfaceDeclaration(typeName, members)
    : typeAliasDeclaration(typeName, typeLiteral(members));
}
