/**
 * The schema file of `validator: "zod"`: `import { z } from "zod"`, the generated types under one namespace,
 * and one exported constant per type, `<TypeName>Schema`, in the plan's order (see plan/plan-schema-file.ts).
 * Each constant is a pure arrow called at once, so a bundle keeps only the schemas it reads.
 */

import { asType, pureThunkIfCall } from "../../ast/expressions.js";
import { namedImport, namespaceImport } from "../../ast/imports.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  constDeclaration,
  id,
  keywordType,
  objectLiteral,
  stringLiteral,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { typeQuery } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { SchemaId } from "../../model/types.js";
import {
  type ResponseSchemaDeclaration,
  SCHEMA_FILE_NAMES,
  type ValidatedRequestType,
  type ValidatorPlan,
} from "../../plan/plan-schema-file.js";
import type { PlanNamedSchema } from "../../plan/type-model.js";
import { BYTES_TYPES, schemaContext } from "../operations/body-type.js";
import type { TypeEmitContext } from "../types/context.js";
import { typeNameOf } from "../types/lower-schema.js";
import { inlinedForFiles } from "../types/multipart.js";
import { lowerZod } from "./lower-zod.js";
import { ownPropertySchema, PROTO, withOwnProto } from "./prototype-keys.js";
import { chain, instanceOf, nested, ZOD, type ZodEmitContext, zod } from "./zod-context.js";
import { zodDeclaredType } from "./zod-declared-type.js";

/** The namespace the schema file reads the generated types (and enums) through. */
const TYPES_NAMESPACE = SCHEMA_FILE_NAMES.types;

export function* zodFileStatements(
  plan: ValidatorPlan,
  types: TypeEmitContext,
  typesModule: string,
): Generator<ts.Statement> {
  yield namedImport("zod", [ZOD]);
  // `z.enum(api.Status)` reads a TypeScript enum's object; otherwise only types are read, and nothing is loaded.
  // A client that validates imports this file: it then writes the enum's members out (see enumObject).
  const readsEnums = !plan.clientImports && plan.schemas.some((named) => types.enumMembers.has(named.id));
  // A description without types has a client module that exports none (in schemas mode, no module at all).
  if (plan.schemas.length > 0 || plan.requestTypes.length > 0 || (plan.responseSchemas ?? []).length > 0) {
    yield namespaceImport(TYPES_NAMESPACE, typesModule, !readsEnums);
  }
  const base: ZodEmitContext = { types, plan, position: 0, typesNamespace: TYPES_NAMESPACE };
  for (const [position, named] of plan.schemas.entries()) {
    yield namedSchemaDeclaration(named, { ...base, position });
  }
  const requestCtx = { ...base, position: plan.schemas.length };
  for (const requestType of plan.requestTypes) yield requestTypeDeclaration(requestType, requestCtx);
  for (const response of plan.responseSchemas ?? []) yield responseSchemaDeclaration(response, requestCtx);
}

/** A success body's own schema (`validateResponses`): what `listPets` resolves to, `z.array(PetSchema)`. */
function responseSchemaDeclaration(response: ResponseSchemaDeclaration, ctx: ZodEmitContext): ts.Statement {
  const schema = lowerZod(response.schema, ctx);
  const statement = constDeclaration(response.schemaName, droppable(schema), {
    exported: true,
    type: explicitType(schema, ctx),
  });
  const what = response.streamed
    ? `one item \`${response.methodName}\` streams`
    : `what \`${response.methodName}\` resolves to`;
  return withJsDoc(statement, { description: `The Zod schema of ${what}.` });
}

function namedSchemaDeclaration(named: PlanNamedSchema, ctx: ZodEmitContext): ts.Statement {
  const typeName = typeNameOf(named.id, ctx.types);
  const type = referencedType(`${TYPES_NAMESPACE}.${typeName}`);
  let schema: ts.Expression;
  const members = ctx.types.enumMembers.get(named.id);
  if (members && ctx.plan.clientImports && named.schema.kind === "enum")
    schema = zod("enum", [enumObject(typeName, named.schema.values as string[], members)]);
  else if (members) schema = zod("enum", [memberAccess(referenceTo(TYPES_NAMESPACE), typeName)]);
  else if (named.schema.kind === "tsType") schema = zod("custom", [], [type]);
  else schema = lowerZod(named.schema, ctx);
  return declaration(typeName, schema, ctx, named.id);
}

/**
 * `{ Available: 'available', ... } as typeof api.Status`: the enum's object written out, for a schema file the
 * client imports (`validateResponses`, `validateRequests`). Reading `api.Status` would load the client from
 * the file the client loads first: in that cycle the enum is not defined yet when the schema is built. The
 * assertion keeps the schema's type the enum's, as `z.enum(api.Status)` has it.
 */
function enumObject(typeName: string, values: readonly string[], members: readonly string[]): ts.Expression {
  const object = objectLiteral(
    values.map((value, index) => property(members[index] as string, stringLiteral(value))),
    values.length > 1,
  );
  return asType(object, typeQuery([TYPES_NAMESPACE, typeName]));
}

function requestTypeDeclaration(requestType: ValidatedRequestType, ctx: ZodEmitContext): ts.Statement {
  const { argument } = requestType;
  if (argument.kind === "query" || argument.kind === "object") {
    const members = argument.properties.map(({ name, parameter, required }) => {
      const value = ownPropertySchema(name, lowerZod(parameter.schema, ctx), required);
      return property(name, required ? value : chain(value, "exactOptional"));
    });
    const proto = argument.properties.find(({ name }) => name === PROTO);
    const ownProto = proto && { schema: lowerZod(proto.parameter.schema, ctx), required: proto.required };
    const body = argument.kind === "object" ? argument.body : undefined;
    if (body) {
      // Declared just above (see plan-schema-file.ts).
      const value = id(ctx.plan.schemaNames.get(body.typeName) as string);
      members.push(property(body.name, body.required ? value : chain(value, "exactOptional")));
    }
    const shape = objectLiteral(members, members.length > 0);
    return declaration(argument.typeName, withOwnProto(zod("object", [shape]), ownProto), ctx);
  }
  const bodyCtx = schemaContext(argument, ctx.types);
  if (bodyCtx === undefined) {
    const schema =
      argument.encoding === "binary"
        ? zod("union", [arrayLiteral([...BYTES_TYPES.map((name) => instanceOf(name)), zod("string")])])
        : zod("string");
    return declaration(argument.typeName, schema, ctx);
  }
  // A multipart body of a named schema with files is that schema written out (see body-type.ts).
  const written =
    argument.schema.kind === "ref" && !argument.schema.nullable
      ? inlinedForFiles(argument.schema.target, bodyCtx)
      : undefined;
  const schema = written
    ? lowerZod(written.schema, nested(ctx, written.ctx))
    : lowerZod(argument.schema, nested(ctx, bodyCtx));
  return declaration(argument.typeName, schema, ctx);
}

/**
 * A schema a bundle drops when nothing reads it: `/* @__PURE__ *\/ (() => z.object(...))()`. A pure call
 * alone would not do: its arguments are still evaluated (`z.string()`, `StatusSchema.optional()`: calls a
 * bundler cannot prove free of effects), so each schema is a pure arrow called at once, which bundlers drop
 * whole; a bundle then holds only the schemas it reads (test/bundle/tree-shaking.test.ts).
 */
function droppable(schema: ts.Expression): ts.Expression {
  return pureThunkIfCall(schema);
}

/** With `validatorExplicitTypes`, the type TypeScript would infer for the schema, written out. */
function explicitType(schema: ts.Expression, ctx: ZodEmitContext): ts.TypeNode | undefined {
  return ctx.plan.explicitTypes ? zodDeclaredType(schema) : undefined;
}

/**
 * `export const PetSchema = z.object(...)`; annotated `z.ZodType<api.Pet, api.Pet>` where the schema is on a
 * cycle of references or nested too deep, which TypeScript cannot infer, and asserted to that type where it
 * is nested too deep within itself for TypeScript to check (see plan-schema-file.ts); with
 * `validatorExplicitTypes`, every other one annotated with the type TypeScript infers for it.
 */
function declaration(typeName: string, schema: ts.Expression, ctx: ZodEmitContext, id?: SchemaId) {
  const type = referencedType(`${TYPES_NAMESPACE}.${typeName}`);
  const zodType = referencedType(`${ZOD}.ZodType`, [type, type]);
  const name = ctx.plan.schemaNames.get(typeName) as string;
  const annotated = id !== undefined && ctx.plan.annotated.has(id);
  const asserted = id !== undefined && ctx.plan.asserted.has(id);
  const value = asserted ? asType(asType(schema, keywordType("unknown")), zodType) : schema;
  const statement = constDeclaration(name, droppable(value), {
    exported: true,
    type: annotated ? zodType : explicitType(value, ctx),
  });
  return withJsDoc(statement, { description: `The Zod schema of \`${typeName}\`.` });
}
