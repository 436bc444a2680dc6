/**
 * Authentication from the description's security schemes: the credentials type and object users fill in
 * once, the table of how each scheme is sent, and each secured method's call, which resolves the
 * credentials into its request descriptor (runtime `applyCredentials`) before the template sends it.
 * Nothing here is emitted for descriptions without schemes, nor for operations that require none.
 */

import { interfaceDeclaration } from "../../ast/declarations.js";
import { asType, nullLiteral } from "../../ast/expressions.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property, propertyName } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  asConst,
  assignment,
  call,
  constDeclaration,
  id,
  keywordType,
  objectLiteral,
  parameter,
  propertySignature,
  stringLiteral,
  typeReference,
} from "../../ast/nodes.js";
import { printNode } from "../../ast/print.js";
import { referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { SecuritySchemeModel } from "../../model/types.js";
import { SECURITY_NAMES } from "../../output-contract/shared-names.js";
import type { PlannedOperation } from "../../plan/operation-plan-types.js";
import type { SharedSecurity } from "../../plan/plan-said-once.js";
import { runtimeCall, runtimeType, SHARED_BODY_HELPERS } from "../../splice/runtime-names.js";
import type { ClientEmitContext, MethodParts } from "../client-template.js";
import { templateContext } from "../template-context.js";

/**
 * The exported type whose keys are exactly the declared scheme names; the exported object the default
 * credentials are read from on every call; the scheme table the runtime reads (not exported: it restates the
 * description). Named where planning reserves them.
 */
const {
  credentialsType: CREDENTIALS_TYPE,
  credentials: CREDENTIALS_OBJECT,
  schemes: SCHEMES_TABLE,
} = SECURITY_NAMES;
/** The name of the resolved descriptor in a secured method's callback. */
const AUTHORIZED = "authorized";

/**
 * `security: [['bearerAuth'], ['apiKey', 'basicAuth']]` for a descriptor, when the operation has any;
 * `security: securityRequirements` where the plan shares the list.
 */
export function securityProperty(
  planned: Pick<PlannedOperation, "security" | "sharedSecurity">,
): ts.PropertyAssignment[] {
  if (planned.security === undefined) return [];
  const value =
    planned.sharedSecurity === undefined
      ? requirementsLiteral(planned.security)
      : referenceTo(planned.sharedSecurity);
  return [property("security", value)];
}

function requirementsLiteral(security: readonly string[][]): ts.Expression {
  return arrayLiteral(
    security.map((requirement) => arrayLiteral(requirement.map((name) => stringLiteral(name)))),
  );
}

/** `const securityRequirements = [['basicAuth'], ['bearerAuth']];` for each list the plan shares. */
export function sharedSecurityDeclarations(shared: readonly SharedSecurity[]): ts.Statement[] {
  return shared.map((constant) =>
    constDeclaration(constant.name, requirementsLiteral(constant.requirements)),
  );
}

/**
 * The statements after the runtime helpers: `export interface SecurityCredentials { ... }`, the scheme
 * table and `export const clientCredentials: SecurityCredentials = {};`.
 */
export function securityDeclarations(schemes: readonly SecuritySchemeModel[]): ts.Statement[] {
  const credentials = interfaceDeclaration(
    CREDENTIALS_TYPE,
    schemes.map((scheme) =>
      withJsDoc(propertySignature(propertyName(scheme.name), credentialType(scheme), true), {
        summary: schemeSummary(scheme),
        description: scheme.description,
      }),
    ),
  );
  const entries = objectLiteral(
    schemes.map((scheme) => property(scheme.name, schemeEntry(scheme))),
    true,
  );
  // TypeScript types a property named like a member of every object (`valueOf`) by that member, not by the
  // annotation: such a table keeps its literal types with `as const`, and the empty credentials an assertion.
  const likeObjectMember = schemes.some((scheme) => OBJECT_MEMBERS.has(scheme.name));
  const table = likeObjectMember ? asConst(entries) : entries;
  // Assigning `clientCredentials.__proto__` would set an ordinary object's prototype and drop the value:
  // for a scheme of that name the credentials live in an object without a prototype, where it is a property.
  const noCredentials = schemes.some((scheme) => scheme.name === "__proto__")
    ? call(memberAccess(id("Object"), "create"), [nullLiteral()])
    : likeObjectMember
      ? asType(objectLiteral(), typeReference(CREDENTIALS_TYPE))
      : objectLiteral();
  return [
    withJsDoc(credentials, {
      description:
        "The credentials of each security scheme the description declares: a value, or a function called on every request that needs it (e.g. to refresh a token). An operation sends the first of its security requirements whose credentials are all set.",
    }),
    constDeclaration(SCHEMES_TABLE, table, {
      type: typeReference("Record", [keywordType("string"), runtimeType("SecurityScheme")]),
    }),
    withJsDoc(
      constDeclaration(CREDENTIALS_OBJECT, noCredentials, {
        type: typeReference(CREDENTIALS_TYPE),
        exported: true,
      }),
      {
        description:
          "Set once, read on every call: each scheme's credential, or a function called on every request that needs it (e.g. to refresh a token).",
        extra: credentialsAssignmentExample(schemes),
      },
    ),
  ];
}

/**
 * An example credential of the first declared scheme, the value of the kind that scheme sends: a token, an
 * API key, a basic username and password. Examples name a scheme users have, so they can be copied.
 */
export function exampleCredential(
  schemes: readonly SecuritySchemeModel[],
): { name: string; value: ts.Expression } | undefined {
  const [scheme] = schemes;
  return scheme === undefined ? undefined : { name: scheme.name, value: exampleValue(scheme) };
}

/** `@example clientCredentials.petstore_auth = '<OAuth2 access token>';`, as JSDoc lines. */
function credentialsAssignmentExample(schemes: readonly SecuritySchemeModel[]): string[] {
  const example = exampleCredential(schemes);
  if (example === undefined) return [];
  const statement = assignment(memberAccess(id(CREDENTIALS_OBJECT), example.name), example.value);
  return ["@example", printNode(statement).trimEnd()];
}

function exampleValue(scheme: SecuritySchemeModel): ts.Expression {
  switch (scheme.kind) {
    case "bearer":
      return stringLiteral(`<${BEARER_TOKENS[scheme.source]}>`);
    case "basic":
      return objectLiteral([
        property("username", stringLiteral("<username>")),
        property("password", stringLiteral("<password>")),
      ]);
    case "http":
      return stringLiteral(`<${scheme.scheme} credentials>`);
    case "apiKey":
      return stringLiteral("<API key>");
  }
}

/** What a bearer scheme's token is called, by where the description says it comes from. */
const BEARER_TOKENS = {
  http: "bearer token",
  oauth2: "OAuth2 access token",
  openIdConnect: "OpenID Connect access token",
} as const;

/** The members every object has (`Object.prototype`'s), which TypeScript sees on an object literal too. */
const OBJECT_MEMBERS: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype).filter((name) => name !== "__proto__"),
);

function credentialType(scheme: SecuritySchemeModel): ts.TypeNode {
  const value = scheme.kind === "basic" ? runtimeType("BasicCredentials") : keywordType("string");
  return runtimeType("Credential", [value]);
}

function schemeSummary(scheme: SecuritySchemeModel): string {
  switch (scheme.kind) {
    case "bearer":
      return `\`${scheme.source}\`: the token, sent as \`Authorization: Bearer <token>\`.`;
    case "basic":
      return "`http` basic: the username and password, sent as `Authorization: Basic <base64>`.";
    case "http":
      return `\`http\` ${scheme.scheme}: sent as \`Authorization: ${scheme.scheme} <value>\`.`;
    case "apiKey":
      return `API key, sent in the ${scheme.in} \`${scheme.parameterName}\`.`;
  }
}

function schemeEntry(scheme: SecuritySchemeModel): ts.Expression {
  const kind = property("kind", stringLiteral(scheme.kind));
  switch (scheme.kind) {
    case "http":
      return objectLiteral([kind, property("scheme", stringLiteral(scheme.scheme))]);
    case "apiKey":
      return objectLiteral([
        kind,
        property("in", stringLiteral(scheme.in)),
        property("name", stringLiteral(scheme.parameterName)),
      ]);
    default:
      return objectLiteral([kind]);
  }
}

/**
 * Whether `planned`'s method applies credentials before it sends: it has requirements, and the client
 * declares the schemes (a client without them sends every call as it is).
 */
export function sendsCredentials(
  planned: Pick<PlannedOperation, "security">,
  ctx: Pick<ClientEmitContext, "securitySchemes">,
): boolean {
  return planned.security !== undefined && ctx.securitySchemes !== undefined;
}

/**
 * The expression a method returns before the response shape is applied: the template's send, or, for an
 * operation with requirements, a runtime call that applies the credentials first and then sends, in the
 * library's own way (a promise; `$q` for AngularJS; an Observable that resolves them on subscription for
 * Angular). A plain runtime function rather than `.then(...)` per method: a consumer's build checks it
 * about three times faster (see the runtime's `withCredentials`).
 */
export function sendWithCredentials(parts: MethodParts, ctx: ClientEmitContext): ts.Expression {
  const { template } = ctx;
  const own = templateContext(ctx, template.declaration.options);
  if (!sendsCredentials(parts.planned, ctx)) return template.send(parts, own);
  const credentials = template.credentials?.() ?? id(CREDENTIALS_OBJECT);
  const send = arrow([parameter(AUTHORIZED)], template.send({ ...parts, request: id(AUTHORIZED) }, own));
  const args = [parts.request, id(SCHEMES_TABLE), credentials, send];
  return template.securedCall?.(args) ?? runtimeCall(SHARED_BODY_HELPERS.withCredentials, args);
}
