/**
 * The kit a custom template builds its code with (public): what `defineTemplate`'s factory receives. Its
 * signatures are declared here, for template authors, apart from the helpers behind them (`src/ast/`,
 * `templates/shared/`, the runtime reader), so those can change while the kit stays: the compiler holds each
 * helper to the signature it stands behind. Documented in docs/custom-templates.md.
 */
import { namedImport } from "../ast/imports.js";
import { withJsDoc } from "../ast/jsdoc.js";
import { memberAccess, property, propertyName } from "../ast/keys.js";
import {
  arrow,
  call,
  constDeclaration,
  functionDeclaration,
  id,
  keywordType,
  literalType,
  objectLiteral,
  parameter,
  returnStatement,
  stringLiteral,
  templateLiteral,
  typeReference,
  unionType,
} from "../ast/nodes.js";
import type ts from "../compiler-api.js";
import { TypewrightError } from "../errors.js";
import { SPLICED_INTO_EVERY_CLIENT } from "../output-contract/runtime-files.js";
import { runtimeFileExists } from "../splice/runtime-files.js";
import type { RuntimeValueName } from "../splice/runtime-names.js";
import { runtimeStatements } from "../splice/runtime-source.js";
import { wholeCompilerApi } from "../whole-compiler-api.js";
import { runOptionsOf } from "./custom-descriptions.js";
import type { TemplateOptionName } from "./custom-options.js";
import type { GroupMethod, JsDoc, OperationDescription, TemplateContext } from "./custom-surface.js";
import { objectContainer, queryStyleDeclaration, sendCall } from "./shared/containers.js";

/** What `defineTemplate`'s factory receives to build code with. */
export interface TemplateKit {
  /**
   * The whole `typescript` module: the project's own TypeScript 6 (an optional peer of typewright), loaded
   * and checked the first time it is read. A template that builds with `nodes` and `containers` only need
   * not read it, nor install TypeScript.
   */
  readonly ts: typeof ts;
  /** Node builders for the common syntax, each over `ts.factory` without positional `undefined`s. */
  readonly nodes: TemplateNodes;
  /** What a client's module is made of: groups, the runtime senders' calls, imports. */
  readonly containers: TemplateContainers;
  /**
   * The statements of one of typewright's runtime files (`"request-parts"`, `"response-parts"`,
   * `"fetch-client"`, `"axios-client"`, ...), to splice into the prelude: they export only the public names,
   * and a helper no code of the module names is left out. `errors`, `request-parameters` and `retries` are
   * spliced into every client already.
   */
  runtimeStatements(file: string): readonly ts.Statement[];
}

/** A built-in type's keyword: `nodes.keywordType("string")`. `null` is written as the literal type. */
export type TypeKeyword =
  | "string"
  | "number"
  | "bigint"
  | "boolean"
  | "symbol"
  | "object"
  | "unknown"
  | "any"
  | "never"
  | "undefined"
  | "void"
  | "null";

/** Node builders. String and template literals keep non-ASCII text as written. */
export interface TemplateNodes {
  /** `'text'` */
  stringLiteral(text: string): ts.StringLiteral;
  /** A template literal from texts and expressions: `["/pets/", id]` is `` `/pets/${id}` ``. */
  templateLiteral(parts: readonly (string | ts.Expression)[]): ts.TemplateLiteral;
  /** `Pet`, `Record<string, unknown>`, `api.Pet` (a dotted name is a qualified name). */
  typeReference(name: string | ts.EntityName, typeArguments?: readonly ts.TypeNode[]): ts.TypeReferenceNode;
  /** `string`, `unknown`, `null`, ... */
  keywordType(name: TypeKeyword): ts.KeywordTypeNode | ts.LiteralTypeNode;
  /** The type of one JSON value: `'a'`, `1`, `true`, `null`. */
  literalType(value: string | number | boolean | null): ts.LiteralTypeNode;
  /** `A | B`; `[]` is `never`, `[x]` is `x`. */
  unionType(types: readonly ts.TypeNode[]): ts.TypeNode;
  /** A property's key: `name`, `200` or `'content-type'`, as the name needs. */
  propertyName(name: string): ts.PropertyName;
  /** Attaches `docs` as a JSDoc comment (an operation's `jsDoc`), and returns `node`. */
  withJsDoc<T extends ts.Node>(node: T, docs: JsDoc): T;
  /** An identifier. */
  id(name: string): ts.Identifier;
  /** `callee<T>(args)`; a string callee is an identifier. */
  call(
    callee: string | ts.Expression,
    args?: readonly ts.Expression[],
    typeArguments?: readonly ts.TypeNode[],
  ): ts.CallExpression;
  /** `object.name`, or `object['content-type']` where the name is no identifier. */
  memberAccess(object: ts.Expression, name: string): ts.Expression;
  /** `name: value` in an object literal. */
  property(name: string, value: ts.Expression): ts.PropertyAssignment;
  /** `{ a: 1, ... }`, on one line unless `multiLine`. */
  objectLiteral(
    properties?: readonly ts.ObjectLiteralElementLike[],
    multiLine?: boolean,
  ): ts.ObjectLiteralExpression;
  /** `name`, `name?: T`, `name: T = value`. */
  parameter(
    name: string | ts.Identifier,
    parts?: {
      readonly type?: ts.TypeNode;
      readonly optional?: boolean;
      readonly initializer?: ts.Expression;
    },
  ): ts.ParameterDeclaration;
  /** `(parameters) => body` */
  arrow(parameters: readonly ts.ParameterDeclaration[], body: ts.ConciseBody): ts.ArrowFunction;
  /** `[export] const name[: T] = value;` */
  constDeclaration(
    name: string,
    value: ts.Expression,
    parts?: { readonly type?: ts.TypeNode; readonly exported?: boolean },
  ): ts.VariableStatement;
  /** `[export] function name<T>(parameters): R { body }` */
  functionDeclaration(
    name: string,
    parts: {
      readonly parameters: readonly ts.ParameterDeclaration[];
      readonly body: readonly ts.Statement[];
      readonly returnType?: ts.TypeNode;
      readonly typeParameters?: readonly ts.TypeParameterDeclaration[];
      readonly exported?: boolean;
    },
  ): ts.FunctionDeclaration;
  /** `return value;` */
  returnStatement(value: ts.Expression): ts.ReturnStatement;
}

/** The runtime senders a template's `send` may call (spliced with the runtime file of their library). */
export type RuntimeSender = "sendRequest" | "sendAxiosRequest" | "sendXiorRequest" | "sendKyRequest";

/** Builders of a client module's parts, from what the template's functions receive. */
export interface TemplateContainers {
  /**
   * `export const <name> = { method(...) { ... }, ... };`, as a list of statements: a method whose
   * `signature` differs from its `parameters` is a module-private function with an overload, which the
   * object refers to. `container` may return the list as one entry.
   */
  objectContainer(name: string, methods: readonly GroupMethod[]): ts.Statement[];
  /**
   * `const queryStyle: QueryStyle = { ... };`, which `runtimeSendCall` passes to the runtime senders: written
   * from the run's `queryParamsSerialization` and servers, whichever options the template declares.
   */
  queryStyleConstant<Option extends TemplateOptionName>(ctx: TemplateContext<Option>): ts.Statement;
  /** `sender(...leading, <request descriptor>, queryStyle, <options>)`: one runtime sender's call. */
  runtimeSendCall(
    sender: RuntimeSender,
    leading: readonly ts.Expression[],
    operation: OperationDescription,
  ): ts.CallExpression;
  /** `import { a, b, type C } from 'module';`: a name the code does not read is left out. */
  namedImport(module: string, names: readonly string[], typeNames?: readonly string[]): ts.ImportDeclaration;
}

/** `"a", "b" and "c"` */
function quotedList(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length < 2 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** A sender as the runtime's names type it: the compiler holds the kit's list to the runtime files' exports. */
const runtimeSender = (sender: RuntimeSender): RuntimeValueName => sender;

/** The kit, as `defineTemplate`'s factory receives it. */
export const TEMPLATE_KIT: TemplateKit = {
  get ts() {
    return wholeCompilerApi();
  },
  nodes: {
    stringLiteral,
    templateLiteral,
    typeReference,
    keywordType,
    literalType,
    unionType,
    propertyName,
    withJsDoc,
    id,
    call,
    memberAccess,
    property,
    objectLiteral,
    parameter,
    arrow,
    constDeclaration,
    functionDeclaration,
    returnStatement,
  },
  containers: {
    objectContainer: (name, methods) =>
      objectContainer(
        name,
        methods.map(({ operation, ...nodes }) => ({
          ...nodes,
          name: operation.name,
          functionName: operation.functionName,
          jsDoc: operation.jsDoc,
        })),
      ),
    queryStyleConstant: (ctx) => {
      const run = runOptionsOf(ctx);
      if (run === undefined) {
        throw new TypewrightError(
          "template",
          "containers.queryStyleConstant(ctx) takes the TemplateContext typewright passed the template's function",
        );
      }
      return queryStyleDeclaration(
        run.queryParamsSerialization,
        ctx.declaration.resolvesRelativeUrls === true ? undefined : ctx.servers?.example,
      );
    },
    runtimeSendCall: (sender, leading, operation) =>
      sendCall(runtimeSender(sender), leading, operation.request, operation.optionsArgument.localName),
    namedImport: (module, names, typeNames = []) => namedImport(module, [...names], [...typeNames]),
  },
  runtimeStatements: (file) => {
    if (SPLICED_INTO_EVERY_CLIENT.includes(file)) {
      throw new TypewrightError(
        "template",
        `runtimeStatements("${file}"): typewright splices ${quotedList(SPLICED_INTO_EVERY_CLIENT)} into every client itself (twice, their declarations would clash)`,
      );
    }
    if (!runtimeFileExists(file)) {
      throw new TypewrightError(
        "template",
        `runtimeStatements("${file}"): typewright has no runtime file of that name`,
      );
    }
    return runtimeStatements(file);
  },
};
