import type ts from "typescript";
import type { JsDocFacts } from "../ast/jsdoc.js";
import type { HttpClientName, ResolvedOptions } from "../config/types.js";
import type { TypeEmitContext } from "../emit/types/context.js";
import type { PlannedGroup, PlannedOperation } from "../plan/operation-plan-types.js";

/** What every template gets: the options, the type emitter's context and the HTTP client template in use. */
export interface ClientEmitContext {
  options: ResolvedOptions;
  types: TypeEmitContext;
  template: HttpClientTemplate;
}

/** One operation, with everything that does not depend on the template already built. */
export interface MethodParts {
  planned: PlannedOperation;
  name: string;
  /** The operation's parameters in signature order (the template adds its own options parameter). */
  parameters: ts.ParameterDeclaration[];
  /** `T`: the decoded success body's type. */
  responseType: ts.TypeNode;
  /** A `RequestDescriptor` object literal: method, path, query, headers, cookies, body, decoding. */
  request: ts.ObjectLiteralExpression;
  jsDoc: JsDocFacts;
}

/**
 * An HTTP client template decides only what differs between libraries: imports, a prelude (runtime
 * helpers, instance, defaults), the per-call options type, the return type, one method's body, and the
 * container of a group's methods. Signatures and request building are shared.
 */
export interface HttpClientTemplate {
  /** A built-in template's name, or the name a custom template gives itself (for messages). */
  readonly client: HttpClientName | (string & {});
  /** Groups are object literals (`petClient.listPets`) or classes (`PetClient`); mocks follow suit. */
  readonly containerKind: "object" | "class";
  imports(ctx: ClientEmitContext): ts.Statement[];
  prelude(ctx: ClientEmitContext): ts.Statement[];
  /** The type of the trailing per-call options argument (the library's own request config). */
  requestOptionsType(ctx: ClientEmitContext): ts.TypeNode;
  /** The method's return type for a success body of type `responseType`. */
  returnType(responseType: ts.TypeNode, ctx: ClientEmitContext): ts.TypeNode;
  /** The statements of one method; `optionsName` is the per-call options argument. */
  methodBody(method: MethodParts, ctx: ClientEmitContext): ts.Statement[];
  /** Declarations for one group (an object literal or an injectable class). */
  container(group: PlannedGroup, methods: MethodParts[], ctx: ClientEmitContext): ts.Statement[];
  /**
   * The write-once client setup file (`clientSetup`). `mainModule` is the import specifier of the main
   * file as seen from the setup file (e.g. `./client.js`).
   */
  setupFile?(mainModule: string, ctx: ClientEmitContext): ts.Statement[];
}
