/**
 * What a custom template reads and implements: a description of each operation, group and run, made of
 * names, flags and ready-built nodes. It names no plan or model record, so those can change without breaking
 * a template; `custom-descriptions.ts` builds it from emit's records, `custom-template.ts` adapts a custom
 * template to the interface the built-in templates implement.
 */
import type ts from "../compiler-api.js";
import type { TemplateOptionName, TemplateOptions } from "./custom-options.js";

/**
 * What a custom template states about itself, as plain data: typewright derives the methods' signatures,
 * return types and bodies, the names planning reserves, the hooks and the mocks from it. `options` lists the
 * run's options its code reads (`TemplateContext.options` holds those); unlisted lists are empty.
 */
export interface CustomDeclaration<Option extends TemplateOptionName = TemplateOptionName> {
  /** A name for messages (`template fetch-api: ...`). */
  readonly id: string;
  /** Groups are object literals (`petClient.listPets`) or classes (`PetClient`); the mock file follows suit. */
  readonly containerKind: "object" | "class";
  /** The per-call options type every method takes last (`RequestInit`). */
  readonly requestOptions: NamedType;
  /**
   * The member of `requestOptions` that takes an `AbortSignal` (`"signal"`): TanStack Query's query functions
   * pass theirs there, so cancelling a query aborts its request.
   */
  readonly abortSignal?: string;
  /** What methods return and how they reach the body. */
  readonly response: CustomResponse;
  /**
   * The options the template's code reads, which `ctx.options` then holds (and no others). Unstated:
   * `["baseUrl", "queryParamsSerialization"]`.
   */
  readonly options?: readonly Option[];
  /** typewright's runtime files the prelude splices (`"fetch-client"`): their names are reserved. */
  readonly runtimeFiles?: readonly string[];
  /**
   * Every top-level name the template's own code declares or imports: no schema type, client or parameter
   * of the description takes them.
   */
  readonly reservedNames?: readonly string[];
  /**
   * The module-level values its method bodies name (its senders, instance, defaults): an argument named like
   * one keeps its name in the signature and is read under another inside the body. Unstated: any of its
   * reserved names and any runtime helper.
   */
  readonly bodyNames?: readonly string[];
  /** Reactive layers may sit on the client, or the reason they cannot. Unstated: they may. */
  readonly hooks?: HooksSupport;
  /**
   * The runtime declares `ApiFailure<Status, Body, Except extends number = never>` and `isApiError`, and puts
   * the decoded body on the error: operations get failure unions (`GetPetError`).
   */
  readonly typedFailures?: boolean;
  /**
   * The library resolves a relative URL itself (against the page): the runtime never rejects one, and the
   * query style carries no server example for that error.
   */
  readonly resolvesRelativeUrls?: boolean;
  /** How the library sends a method written in lower case (`purge`), for the warning about such methods. */
  readonly methodCase?: "as written" | "upper case";
  /** The library sends through fetch or XMLHttpRequest, which refuse `CONNECT` and `TRACK` (for the warning). */
  readonly browserMethodRules?: boolean;
}

/** A type the generated code names: a global (`RequestInit`), a runtime helper's type, or a library's export. */
export interface NamedType {
  /** The exported name. */
  readonly name: string;
  /** The package that exports it; absent for globals and the runtime helpers' types. */
  readonly module?: string;
  /** The local name, where the import renames it (`Options as KyOptions`). */
  readonly as?: string;
}

/** What a method call resolves to, for each `responseShape`. */
export interface CustomResponse {
  /** The asynchronous type every method returns: `Promise`, `Observable`, ... */
  readonly wrapper: string;
  /**
   * How a method reaches the body from what `send` resolves to: the runtime's `bodyOf(call)`,
   * `call.then(r => r.data)`, or `call.pipe(map(r => r.data))` for observables.
   */
  readonly bodyAccess: "bodyOf" | "then" | "pipe";
  /**
   * The library's own response type, which calls resolve to where `responseShape` is unset; without it they
   * resolve to the body.
   */
  readonly native?: NativeResponse;
}

/** The library's own response type (`AxiosResponse<T>`). */
export interface NativeResponse extends NamedType {
  /** The library's alias of the wrapped type (`AxiosPromise<T>`), written as the return type where given. */
  readonly promise?: string;
}

/** Reactive layers may sit on the client, or the reason they cannot. */
export type HooksSupport =
  | { readonly supported: true }
  | { readonly supported: false; readonly reason: string };

/** The declaration as typewright reads it: `kind` added, the options and lists filled in. */
export interface ReadDeclaration extends CustomDeclaration {
  readonly kind: "client";
  readonly options: readonly TemplateOptionName[];
  readonly runtimeFiles: readonly string[];
  readonly reservedNames: readonly string[];
  readonly hooks: HooksSupport;
}

/**
 * What a custom template's factory returns: its declaration and the code that differs between HTTP libraries.
 * typewright builds every method's signature, return type and body around `send`.
 */
export interface CustomTemplate<Option extends TemplateOptionName = TemplateOptionName> {
  declaration: CustomDeclaration<Option>;
  /** The library's imports. */
  imports(ctx: TemplateContext<Option>): ts.Statement[];
  /** Runtime helpers, instance, defaults: what the methods' calls name. */
  prelude(ctx: TemplateContext<Option>): ts.Statement[];
  /**
   * The expression that sends one operation's request; it resolves to the runtime's `APIResponse<T>` or to
   * the library's native response, and the method returns it or its body (`response.bodyAccess`).
   */
  send(operation: OperationDescription, ctx: TemplateContext<Option>): ts.Expression;
  /**
   * The declarations of one group holding its methods, exported under `group.clientName` (or
   * `group.className` for a class); an entry may be a list of statements (what `objectContainer` gives).
   */
  container(
    group: GroupDescription,
    methods: GroupMethod[],
    ctx: TemplateContext<Option>,
  ): (ts.Statement | readonly ts.Statement[])[];
  /** The write-once `clientSetup` file; `mainModule` imports the main file from it (`./client.js`). */
  setupFile?(mainModule: string, ctx: TemplateContext<Option>): ts.Statement[];
  /** Where a secured method reads the credentials on each call (default: the exported `clientCredentials`). */
  credentials?(): ts.Expression;
  /**
   * A secured operation's call, given `[descriptor, securitySchemes, credentials, (authorized) => send]`
   * (default: the runtime's `withCredentials(...args)`).
   */
  securedCall?(args: ts.Expression[]): ts.Expression;
}

/** What every method resolves to: the body, the runtime's `APIResponse<T>`, or the library's own response. */
export type ResolvesTo = "body" | "full" | "native";

/** What a template reads of the whole run, in `imports`, `prelude`, `send`, `container` and `setupFile`. */
export interface TemplateContext<Option extends TemplateOptionName = TemplateOptionName> {
  /** The options the declaration lists (`declaration.options`), validated, defaults filled in; no others. */
  readonly options: Pick<TemplateOptions, Option>;
  /** The template's declaration as typewright reads it (`kind`, the options, the lists and `hooks` filled in). */
  readonly declaration: ReadDeclaration;
  /** Decided once from `responseShape` and the declaration. */
  readonly resolvesTo: ResolvesTo;
  /** The names of the security schemes the description declares; empty when it declares none. */
  readonly securitySchemes: readonly string[];
  /**
   * The description's servers, which the module exports as `servers` (its own, then those only some operations
   * list); undefined when the document itself lists none.
   */
  readonly servers: ServersDescription | undefined;
}

export interface ServersDescription {
  /** Each server's URL as written (variables as `{name}`), in document order; never empty. */
  readonly urls: readonly string[];
  /**
   * The first server as code and as a URL, for documentation and messages: `servers[0].url`, or
   * `serverUrl(0)` with its variables' defaults filled in.
   */
  readonly example: { readonly expression: string; readonly url: string };
}

/** One group of operations (a tag), which the container declares. */
export interface GroupDescription {
  /** The tag (or the default group's name) the group was made from. */
  readonly tag: string;
  /** The name an object container exports it under (`petClient`): hooks and mocks reach it there. */
  readonly clientName: string;
  /** The name a class container declares it under (`PetClient`). */
  readonly className: string;
}

/** One method of a group, built around the template's `send`, as a container declares it. */
export interface GroupMethod {
  readonly operation: OperationDescription;
  /** Every parameter the body reads, the per-call options last, under the names the body reads them by. */
  readonly parameters: readonly ts.ParameterDeclaration[];
  /**
   * The parameters under the names callers see, where some differ from `parameters` (see
   * `ArgumentDescription.localName`): declare them as an overload with the JSDoc; undefined when none differs.
   */
  readonly signature: readonly ts.ParameterDeclaration[] | undefined;
  readonly returnType: ts.TypeNode;
  readonly body: readonly ts.Statement[];
}

/** One operation: what it sends and returns, its documentation, and the nodes typewright built for it. */
export interface OperationDescription {
  /** The method's name in its group (`listPets`). */
  readonly name: string;
  /** A name of its own at the module's top level, for a function declaring the operation (`listPets`). */
  readonly functionName: string;
  /** `operationId` as written; undefined when the description has none. */
  readonly operationId: string | undefined;
  /** The HTTP method as sent: `GET`, `QUERY`, an `additionalOperations` key as written. */
  readonly httpMethod: string;
  /** The path template the request goes to, placeholders as written, without a `#fragment` (`/pets/{petId}`). */
  readonly path: string;
  /** Every tag as written; the first decided the group. */
  readonly tags: readonly string[];
  /** The operation's arguments in signature order; the per-call options argument follows them. */
  readonly arguments: readonly ArgumentDescription[];
  /** The names of the trailing per-call options argument (its type is `declaration.requestOptions`). */
  readonly optionsArgument: ArgumentNames;
  /**
   * The request body's argument (also listed in `arguments`, or with `argumentStyle: "object"` the object's
   * `body` property: `name` is its key); undefined when the operation takes none.
   */
  readonly body: BodyArgument | undefined;
  readonly response: ResponseDescription;
  readonly docs: OperationDocs;
  /**
   * The operation needs credentials: the method hands `send` to `securedCall`, and `request` is then the
   * name of the descriptor with the credentials applied.
   */
  readonly secured: boolean;
  /** The arguments as the signature declares them, under the names callers see (options not included). */
  readonly parameters: readonly ts.ParameterDeclaration[];
  /** The decoded success body's type (`Pet[]`); the method's return type wraps it as `resolvesTo` says. */
  readonly responseType: ts.TypeNode;
  /**
   * The runtime's `RequestDescriptor` for this call (method, path, parameters, body, decoding, converters),
   * which its senders take whole.
   */
  readonly request: ts.Expression;
  /** The method's documentation as typewright writes it (`nodes.withJsDoc(node, jsDoc)`). */
  readonly jsDoc: JsDoc;
}

/** Documentation as typewright writes it into a JSDoc comment; every field optional, absent says nothing. */
export interface JsDoc {
  readonly summary?: string | undefined;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly deprecated?: boolean | undefined;
  /** Written as `@format`. */
  readonly format?: string | undefined;
  /** Any JSON value, written as `@default`. */
  readonly default?: unknown;
  /** Any JSON value, written as `@example`. */
  readonly example?: unknown;
  /** Written as `@param name description`. */
  readonly params?: readonly { readonly name: string; readonly description: string }[] | undefined;
  /** Further lines written as given after the tags (`@readonly`). */
  readonly extra?: readonly string[] | undefined;
}

/** An argument's names: `name` in the signature and its JSDoc, `localName` where the method body reads it. */
export interface ArgumentNames {
  readonly name: string;
  /** Differs from `name` only where `name` is a module-level value the body names (a sender, a helper). */
  readonly localName: string;
}

interface ArgumentFacts extends ArgumentNames {
  /** After `modifiers.parameters`. */
  readonly required: boolean;
  readonly description: string | undefined;
}

/** One parameter of the description, as an argument of its own. */
export interface ParameterArgument extends ArgumentFacts {
  readonly in: "path" | "query" | "querystring" | "header" | "cookie";
  /** The parameter's name on the wire. */
  readonly wireName: string;
  readonly deprecated: boolean;
}

/** The query parameters grouped into one object (`queryParamsAsObject`). */
export interface QueryObjectArgument extends ArgumentFacts {
  readonly in: "queryObject";
  /** The argument's exported type (`ListPetsQuery`). */
  readonly typeName: string;
  readonly properties: readonly QueryProperty[];
}

/** A property of the grouped query object: one query parameter, under its wire name. */
export interface QueryProperty {
  readonly name: string;
  readonly required: boolean;
  readonly description: string | undefined;
  readonly deprecated: boolean;
}

export interface BodyArgument extends ArgumentFacts {
  readonly in: "body";
  /** The argument's exported type (`CreatePetBody`). */
  readonly typeName: string;
  /** The media type the body is sent as (`application/json`, `multipart/form-data`). */
  readonly mediaType: string;
}

/** Every parameter and the body in one object (`argumentStyle: "object"`). */
export interface ParamsObjectArgument extends ArgumentFacts {
  readonly in: "paramsObject";
  /** The argument's exported type (`ListPetsParams`). */
  readonly typeName: string;
  /** Each parameter under its key, in the description's order; the body is `body` of the operation. */
  readonly properties: readonly ParamsProperty[];
}

/** A property of the object argument: one parameter, under its key (the description's name, see request-types.md). */
export interface ParamsProperty extends QueryProperty {
  readonly in: "path" | "query" | "querystring" | "header" | "cookie";
  /** The parameter's name on the wire. */
  readonly wireName: string;
}

export type ArgumentDescription =
  | ParameterArgument
  | QueryObjectArgument
  | ParamsObjectArgument
  | BodyArgument;

/** The success response. */
export interface ResponseDescription {
  /** What the call resolves to (the same for every method of the run). */
  readonly resolvesTo: ResolvesTo;
  /** How the body is read; the last three stream it, which custom templates do not (their method throws). */
  readonly decoding: "json" | "text" | "binary" | "void" | "event-stream" | "json-lines" | "json-seq";
  /** The success body's media type; undefined without one. */
  readonly mediaType: string | undefined;
  /** A success answer may come without content: the call then resolves without a body. */
  readonly mayBeEmpty: boolean;
}

export interface OperationDocs {
  readonly summary: string | undefined;
  readonly description: string | undefined;
  readonly deprecated: boolean;
}
