/**
 * The request types of each operation, under the names the plan claimed (see plan/plan-request-types.ts):
 * `<Operation>Body`, the type of its body argument, and `<Operation>Query`, the type of its grouped query
 * object. The method's arguments name them, so hover, auto-import and hooks show one name.
 */
import { interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { propertyName } from "../../ast/keys.js";
import { propertySignature } from "../../ast/nodes.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { PlannedArgument, PlannedGroup, PlannedOperation } from "../../plan/operation-plan-types.js";
import { builtInBatches } from "../batches.js";
import type { TypeEmitContext } from "../types/context.js";
import { lowerSchema } from "../types/lower-schema.js";
import { schemaJsDoc } from "../types/schema-docs.js";
import { declareBodyType } from "./body-type.js";

type PlannedQuery = Extract<PlannedArgument, { kind: "query" }>;

/** The request types of a group's operations, in operation and signature order, built as they are read. */
export function requestTypeDeclarations(group: PlannedGroup, ctx: TypeEmitContext): Iterable<ts.Statement> {
  return builtInBatches(group.operations, (planned) =>
    planned.arguments.flatMap((argument) => {
      if (argument.kind === "body") {
        const docs = {
          description: planned.operation.requestBody?.description,
          fallback: `The request body of \`${planned.methodName}\`.`,
        };
        return [declareBodyType(argument, docs, ctx)];
      }
      return argument.kind === "query" ? [declareQueryType(argument, planned, ctx)] : [];
    }),
  );
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
  const members = query.properties.map(({ name, parameter, required }) => {
    const signature = propertySignature(propertyName(name), lowerSchema(parameter.schema, ctx), !required);
    const docs = schemaJsDoc(parameter.schema, {
      ...(parameter.description === undefined ? {} : { description: parameter.description }),
      ...(parameter.deprecated ? { deprecated: true } : {}),
    });
    return docs ? withJsDoc(signature, docs) : signature;
  });
  const declaration =
    ctx.options.schemaDeclarationStyle === "interface"
      ? interfaceDeclaration(query.typeName, members)
      : typeAliasDeclaration(query.typeName, typeLiteral(members));
  return withJsDoc(declaration, { description: `The query parameters of \`${planned.methodName}\`.` });
}
