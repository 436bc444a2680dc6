/**
 * The walkers of a paged operation (docs/pagination.md): `listPetsPages(...)`, an `AsyncIterable` of its
 * pages' bodies, and `listPetsItems(...)`, of their items, each taking what `listPets` takes. They send the
 * operation's own request through the template's own send, page after page, as the plan's `pagination` says
 * (runtime `walkPages`); emitted for templates that declare `pages`.
 */
import { jsonLiteral, thisMember } from "../../ast/expressions.js";
import { property } from "../../ast/keys.js";
import {
  arrow,
  call,
  id,
  intersectionType,
  keywordType,
  literalType,
  objectLiteral,
  parameter,
  restParameter,
  returnStatement,
  spreadElement,
  typeReference,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import { indexedAccessType, typeQuery } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { PlannedOperation, WalkerNames } from "../../plan/operation-plan-types.js";
import { type PageRule, type PlannedPagination, walksPages } from "../../plan/pagination.js";
import type { PlanSchema } from "../../plan/type-model.js";
import { runtimeCall, runtimeType, SHARED_BODY_HELPERS } from "../../splice/runtime-names.js";
import type { ClientEmitContext, ContainerMethod, MethodParts } from "../client-template.js";
import type { TypeEmitContext } from "../types/context.js";
import { lowerSchema } from "../types/lower-schema.js";
import { operationRoute } from "./method-parts.js";
import { sendWithCredentials } from "./security.js";

/** The name of the request each page's send is handed (a closure's parameter). */
const PAGE_REQUEST = "request";

/** The name of `listPetsItems`' arguments, handed on to `listPetsPages` as they are. */
const ITEMS_ARGUMENTS = "args";

/** `listPetsPages` and `listPetsItems` after `listPets`, where the operation pages and the template walks. */
export function pagingMethods(
  method: ContainerMethod,
  ctx: ClientEmitContext,
  className: string,
): ContainerMethod[] {
  const { planned } = method.parts;
  const { pagination, pagingNames } = planned;
  if (pagination === undefined || pagingNames === undefined || !walksPages(planned, ctx.template.declaration))
    return [];
  return [
    pagesMethod(method, pagination, pagingNames.pages, ctx),
    itemsMethod(method, pagination, pagingNames, ctx, className),
  ];
}

/**
 * `listPetsPages(limit, options)`: `walkPages(<the first page's request>, <how it pages>, (request, options)
 * => <the template's send of request>, options)`.
 */
function pagesMethod(
  method: ContainerMethod,
  pagination: PlannedPagination,
  names: WalkerNames,
  ctx: ClientEmitContext,
): ContainerMethod {
  const { parts } = method;
  const optionsName = parts.planned.options.localName;
  const sent = sendWithCredentials({ ...parts, request: id(PAGE_REQUEST) }, ctx);
  const { pages, names: declared } = ctx.template.declaration;
  const answerOf = typeof pages === "object" ? declared[pages.answerOf]?.name : undefined;
  const send = answerOf === undefined ? sent : call(referenceTo(answerOf), [sent]);
  const walk = runtimeCall(SHARED_BODY_HELPERS.walkPages, [
    parts.request,
    walkLiteral(pagination),
    arrow([parameter(PAGE_REQUEST), parameter(optionsName)], send),
    id(optionsName),
  ]);
  return walker(method, names, {
    parameters: withWalkOptions(method.parameters),
    ...(method.signature === undefined ? {} : { signature: withWalkOptions(method.signature) }),
    returnType: asyncIterable(runtimeType("PageOf", [parts.responseType])),
    body: [returnStatement(walk)],
    summary: `Every page of \`${parts.name}\` (its \`body\`, and \`next\`, where the next starts, which \`from\` takes), read as the loop asks for the next; ends where the API says the list ends, and with an error on a page given twice or past \`maxPages\` (default 1000).`,
  });
}

/**
 * `listPetsItems(...args: Parameters<typeof listPetsPages>)`: `pageItems(listPetsPages(...args), <where the items
 * are>)`. The pages' parameters by reference: editors show them under their names, and a large description's
 * client does not spell every signature a third time.
 */
function itemsMethod(
  method: ContainerMethod,
  pagination: PlannedPagination,
  names: { pages: WalkerNames; items: WalkerNames },
  ctx: ClientEmitContext,
  className: string,
): ContainerMethod {
  const { parts } = method;
  // A class's method calls its pages through `this` and types them by the class (`this` in a parameter's type
  // is generic, and the arguments would not spread into it); a function by the pages' function's name.
  const inClass = ctx.template.declaration.containerKind === "class";
  const pagesCallee = inClass ? thisMember(names.pages.methodName) : id(names.pages.functionName);
  const pagesType = inClass
    ? indexedAccessType(typeReference(className), literalType(names.pages.methodName))
    : typeQuery([names.pages.functionName]);
  const pages = call(pagesCallee, [spreadElement(id(ITEMS_ARGUMENTS))]);
  const items = runtimeCall(SHARED_BODY_HELPERS.pageItems, [pages, jsonLiteral([...pagination.items])]);
  const parameters = [restParameter(ITEMS_ARGUMENTS, typeReference("Parameters", [pagesType]))];
  return walker(method, names.items, {
    parameters,
    returnType: asyncIterable(itemType(parts, pagination, ctx.types)),
    body: [returnStatement(items)],
    summary: `Every item of \`${parts.name}\`'s pages, read as the loop asks for the next (see \`${inClass ? names.pages.methodName : names.pages.functionName}\`).`,
  });
}

/** A walker as its container declares it, documented by the operation's route. */
function walker(
  method: ContainerMethod,
  names: WalkerNames,
  declared: Pick<ContainerMethod, "parameters" | "signature" | "returnType" | "body"> & { summary: string },
): ContainerMethod {
  const { parts } = method;
  const { summary, ...rest } = declared;
  const planned: PlannedOperation = { ...parts.planned, functionName: names.functionName };
  return {
    parts: {
      ...parts,
      planned,
      name: names.methodName,
      jsDoc: { summary, description: operationRoute(parts.planned), deprecated: parts.jsDoc.deprecated },
    },
    ...rest,
  };
}

/** The parameters with the options (the last) taking the walk's too (`maxPages`, `from`). */
function withWalkOptions(parameters: readonly ts.ParameterDeclaration[]): ts.ParameterDeclaration[] {
  const options = parameters[parameters.length - 1] as ts.ParameterDeclaration;
  const type = intersectionType([options.type as ts.TypeNode, runtimeType("WalkOptions")]);
  return [...parameters.slice(0, -1), parameter(options.name as ts.Identifier, { type, optional: true })];
}

/**
 * `{ rule: 'cursor', parameter: 'cursor', next: ['next_cursor'], items: ['data'] }`: how an operation pages, as
 * the client's runtime `PageWalk` and the handlers' `MockPaging` read it.
 */
export function walkLiteral({ rule, items }: PlannedPagination): ts.Expression {
  return objectLiteral([
    property("rule", jsonLiteral(rule.kind)),
    ...ruleProperties(rule),
    property("items", jsonLiteral([...items])),
  ]);
}

function ruleProperties(rule: PageRule): ts.ObjectLiteralElementLike[] {
  switch (rule.kind) {
    case "linkHeader":
      return [];
    case "cursor":
      return [
        property("parameter", jsonLiteral(rule.parameter)),
        property("next", jsonLiteral([...rule.nextCursor])),
      ];
    case "nextUrl":
      return [property("next", jsonLiteral([...rule.nextUrl]))];
    case "lastItem":
      return [
        property("parameter", jsonLiteral(rule.parameter)),
        property("next", jsonLiteral([...rule.hasMore])),
        property("itemKey", jsonLiteral(rule.itemKey)),
      ];
    case "offset":
    case "pageNumber":
      return [
        property("parameter", jsonLiteral(rule.parameter)),
        ...(rule.pageSize === undefined ? [] : [property("pageSize", jsonLiteral(rule.pageSize))]),
        ...(rule.total === undefined ? [] : [property("total", jsonLiteral([...rule.total]))]),
      ];
  }
}

/**
 * The type of one item: its schema's own (`Thing`), found along the items' path through the body's schema;
 * where a path step is not a plain property (a union of bodies), `NonNullable<Body['data']>[number]`.
 */
function itemType(parts: MethodParts, { items }: PlannedPagination, types: TypeEmitContext): ts.TypeNode {
  const list = items.reduce<PlanSchema | undefined>(
    (node, name) => node && propertySchema(node, name, types),
    parts.planned.response.schema,
  );
  const array = list && dereferenced(list, types);
  if (array?.kind === "array") return lowerSchema(array.items, types);
  let type = parts.responseType;
  for (const name of items) type = typeReference("NonNullable", [indexedAccessType(type, literalType(name))]);
  return indexedAccessType(type, keywordType("number"));
}

/** The schema of property `name` of an object schema (references followed, an `allOf` of objects read as one). */
function propertySchema(node: PlanSchema, name: string, types: TypeEmitContext): PlanSchema | undefined {
  const object = dereferenced(node, types);
  if (object?.kind === "intersection")
    return object.members.reduce<PlanSchema | undefined>(
      (found, member) => found ?? propertySchema(member, name, types),
      undefined,
    );
  if (object?.kind !== "object") return undefined;
  return object.properties.find((property) => property.name === name)?.schema;
}

/** A schema with its references followed (at most a few: a cycle ends in `undefined`). */
function dereferenced(node: PlanSchema, types: TypeEmitContext): PlanSchema | undefined {
  let at: PlanSchema | undefined = node;
  for (let step = 0; at?.kind === "ref" && step < 16; step++) at = types.schemas.get(at.target)?.schema;
  return at?.kind === "ref" ? undefined : at;
}

function asyncIterable(type: ts.TypeNode): ts.TypeNode {
  return typeReference("AsyncIterable", [type]);
}
