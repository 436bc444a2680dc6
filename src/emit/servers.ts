/**
 * The description's servers in the generated module (see docs/servers.md): the `servers` list with literal
 * URLs, and where some server declares variables the `ServerVariables` type and `serverUrl`, which fills them.
 */
import { interfaceDeclaration } from "../ast/declarations.js";
import { elementAccess } from "../ast/expressions.js";
import { isIdentifierName } from "../ast/identifiers.js";
import { type JsDocFacts, withJsDoc } from "../ast/jsdoc.js";
import { property, propertyName } from "../ast/keys.js";
import {
  arrayLiteral,
  asConst,
  constDeclaration,
  functionDeclaration,
  id,
  keywordType,
  literalType,
  objectLiteral,
  parameter,
  propertySignature,
  returnStatement,
  stringLiteral,
  typeReference,
  unionType,
} from "../ast/nodes.js";
import { indexedAccessType, keyofType, typeLiteral, typeParameter } from "../ast/type-nodes.js";
import type ts from "../compiler-api.js";
import type { ServerModel, ServerVariableModel } from "../model/types.js";
import {
  type ListedServer,
  SERVER_URL_NAME,
  SERVER_VARIABLES_NAME,
  SERVERS_NAME,
  type ServersPlan,
} from "../plan/plan-servers.js";
import { runtimeCall } from "../splice/runtime-names.js";

export function serverDeclarations(plan: ServersPlan): ts.Statement[] {
  const list = withJsDoc(
    constDeclaration(SERVERS_NAME, asConst(arrayLiteral(plan.servers.map(serverLiteral), true)), {
      exported: true,
    }),
    {
      summary: plan.servers.some((server) => server.routes !== undefined)
        ? "The servers the description lists, in its order: its own, then those only some operations list."
        : "The servers the description lists, in its order.",
      description: plan.fillsVariables
        ? `A URL with \`{variables}\` is filled by \`${SERVER_URL_NAME}(index, variables)\`.`
        : undefined,
    },
  );
  return plan.fillsVariables
    ? [list, variablesInterface(plan.servers), serverUrlFunction(plan.servers)]
    : [list];
}

/** `{ /** description *\/ url: '...', variables: { port: { default: '8080', enum: [...] } } }` */
function serverLiteral(server: ListedServer): ts.Expression {
  const url = withJsDoc(property("url", stringLiteral(server.url)), {
    description: [server.description, listedBy(server.routes)].filter(Boolean).join("\n\n") || undefined,
  });
  if (server.variables.length === 0) return objectLiteral([url], true);
  const variables = objectLiteral(
    server.variables.map((variable) => property(variable.name, variableLiteral(variable))),
    true,
  );
  return objectLiteral([url, property("variables", variables)], true);
}

/** `Listed by \`POST /v1/files\`.`: the operations whose own `servers` name it (at most three, then how many more). */
function listedBy(routes: readonly string[] | undefined): string | undefined {
  if (routes === undefined) return undefined;
  const named = routes.slice(0, 3).map((route) => `\`${route}\``);
  const more = routes.length - named.length;
  return `Listed by ${named.join(", ")}${more > 0 ? ` and ${more} more operations` : ""}.`;
}

function variableLiteral(variable: ServerVariableModel): ts.Expression {
  return objectLiteral([
    ...(variable.default === undefined ? [] : [property("default", stringLiteral(variable.default))]),
    ...(variable.enum === undefined
      ? []
      : [property("enum", arrayLiteral(variable.enum.map((value) => stringLiteral(value))))]),
  ]);
}

/**
 * `export interface ServerVariables { 0: Record<string, never>; 1: { port?: string; ... } }`: by index, the
 * variables `serverUrl` takes. Keys are numbers so that `keyof` is the indexes of `servers`.
 */
function variablesInterface(servers: readonly ServerModel[]): ts.Statement {
  const members = servers.map((server, index) =>
    withJsDoc(propertySignature(propertyName(String(index)), serverVariablesType(server)), {
      description: `\`${server.url}\``,
    }),
  );
  return withJsDoc(interfaceDeclaration(SERVER_VARIABLES_NAME, members), {
    summary: `The variables of each server in \`${SERVERS_NAME}\`, by its index, as \`${SERVER_URL_NAME}\` takes them.`,
    description: "A variable left out takes its default; a server without variables takes none.",
  });
}

/** A variable with a default may be left out; without one (OpenAPI requires it) it must be given. */
function serverVariablesType(server: ServerModel): ts.TypeNode {
  // `Record<string, never>` rather than `{}`: an object literal naming any variable is rejected.
  if (server.variables.length === 0) {
    return typeReference("Record", [keywordType("string"), keywordType("never")]);
  }
  return typeLiteral(
    server.variables.map((variable) => {
      const type = variable.enum
        ? unionType(variable.enum.map((value) => literalType(value)))
        : keywordType("string");
      const docs: JsDocFacts = { description: variable.description, default: variable.default };
      return withJsDoc(
        propertySignature(propertyName(variable.name), type, variable.default !== undefined),
        docs,
      );
    }),
  );
}

/** `export function serverUrl<Index extends keyof ServerVariables>(index, variables?): string` */
function serverUrlFunction(servers: readonly ServerModel[]): ts.Statement {
  const index = typeReference("Index");
  const declaration = functionDeclaration(SERVER_URL_NAME, {
    exported: true,
    typeParameters: [typeParameter("Index", keyofType(typeReference(SERVER_VARIABLES_NAME)))],
    parameters: [
      parameter("index", { type: index }),
      parameter("variables", {
        optional: true,
        type: indexedAccessType(typeReference(SERVER_VARIABLES_NAME), index),
      }),
    ],
    returnType: keywordType("string"),
    body: [
      returnStatement(
        runtimeCall("filledServerUrl", [elementAccess(id(SERVERS_NAME), id("index")), id("variables")]),
      ),
    ],
  });
  return withJsDoc(declaration, {
    summary: `The URL of \`${SERVERS_NAME}[index]\` with its variables filled in: the value given, else the variable's default.`,
    description: "The types reject a variable the server does not declare and a value outside its `enum`.",
    extra: [`@example ${callExample(servers)}`],
  });
}

/** `serverUrl(0, { port: '8080' })`: the first server with variables, its first variable given. */
function callExample(servers: readonly ServerModel[]): string {
  const index = servers.findIndex((server) => server.variables.length > 0);
  const [variable] = servers[index]?.variables ?? [];
  if (variable === undefined) return `${SERVER_URL_NAME}(0)`;
  const value = variable.enum?.at(-1) ?? variable.default ?? "";
  const quoted = (text: string) => `'${text.replace(/[\\']/g, "\\$&")}'`;
  const key = isIdentifierName(variable.name) ? variable.name : quoted(variable.name);
  return `${SERVER_URL_NAME}(${index}, { ${key}: ${quoted(value)} })`;
}
