import type { JsDocFacts } from "../ast/jsdoc.js";
import type ts from "../compiler-api.js";
import type { ResolvedOptions } from "../config/types.js";
import type { SecuritySchemeModel } from "../model/types.js";
import type { ClientDeclaration, LayerDeclaration } from "../output-contract/declaration.js";
import type { PlannedGroup, PlannedOperation } from "../plan/operation-plan-types.js";
import type { RuntimePlan } from "../plan/plan-runtime.js";
import type { ServersPlan } from "../plan/plan-servers.js";
import type { HookPlanner, HooksPlan, PlannedHookGroup } from "../plan/query-layer/hooks-plan.js";
import type { SelectedOutputs } from "../plan/selected-outputs.js";
import type { DateConverters } from "./dates/converters.js";
import type { CallResolution } from "./response-shape.js";
import type { TypeEmitContext } from "./types/context.js";

/**
 * What every template gets: the options, the type emitter's context, the template and its call resolution.
 * `Reads` are the options it holds: every one inside emit; a template's own functions get those its
 * declaration lists (see `templateContext`), and its type says which (`HttpClientTemplate<TemplateReads<...>>`).
 */
export interface ClientEmitContext<Reads extends string = never> {
  options: Pick<ResolvedOptions, Reads & keyof ResolvedOptions>;
  types: TypeEmitContext;
  template: HttpClientTemplate;
  /** What every method resolves to, decided once from `responseShape` and the template's declaration. */
  response: CallResolution;
  /** The planned date converters, which request descriptors name (`revive: reviveItem`). */
  dateConverters: DateConverters;
  /** The declared security schemes (the credentials type's keys); absent when the description has none. */
  securitySchemes?: readonly SecuritySchemeModel[] | undefined;
  /** The shared runtime files the client splices (the stream readers among them, when it streams). */
  runtime: RuntimePlan;
  /** The description's servers (`servers`, `serverUrl`); absent when it lists none. */
  servers?: ServersPlan | undefined;
}

/** Emit's own context: every option of the run, which emit's file-level steps read (paths, modes). */
export type RunEmitContext = ClientEmitContext<keyof ResolvedOptions>;

/** One operation, with everything that does not depend on the template already built. */
export interface MethodParts {
  planned: PlannedOperation;
  name: string;
  /**
   * The operation's parameters in signature order, under the names callers see (the per-call options
   * parameter follows them).
   */
  parameters: ts.ParameterDeclaration[];
  /** `T`: the decoded success body's type. */
  responseType: ts.TypeNode;
  /**
   * A `RequestDescriptor` object literal: method, path, query, headers, cookies, body, decoding; for a
   * send after `applyCredentials`, the name of the descriptor with the credentials applied.
   */
  request: ts.Expression;
  jsDoc: JsDocFacts;
}

/** One generated method, ready for a container: full parameter list, return type and body. */
export interface ContainerMethod {
  parts: MethodParts;
  /** The parameters the body reads, under their local names (see `ArgumentNames`). */
  parameters: ts.ParameterDeclaration[];
  /**
   * The parameters callers see, where some differ from `parameters` in name: a function or class declares
   * them as its overload, with the JSDoc (an object literal's method cannot: `objectContainer` makes such a
   * method a module-private function the object refers to).
   */
  signature?: ts.ParameterDeclaration[];
  returnType: ts.TypeNode;
  body: ts.Statement[];
}

/**
 * An HTTP client template states its facts in its declaration (names, runtime files, library types, what
 * calls resolve to) and decides only what differs between libraries in code: imports, a prelude (runtime
 * helpers, instance, defaults), the call that sends one request, and the container of a group's methods.
 * Signatures, return types and the response shape are worked out once, from the declaration, for every
 * template alike (see `assembleMethods` and `response-shape.ts`).
 */
export interface HttpClientTemplate<Reads extends string = never> {
  readonly declaration: ClientDeclaration;
  imports(ctx: ClientEmitContext<Reads>): ts.Statement[];
  prelude(ctx: ClientEmitContext<Reads>): ts.Statement[];
  /**
   * The expression that sends one operation's request; it resolves to the runtime's `APIResponse<T>` or
   * to the library's native response. The method returns it as it is, or its body (`bodyAccess`).
   */
  send(method: MethodParts, ctx: ClientEmitContext<Reads>): ts.Expression;
  /**
   * Declarations for one group (an object literal or an injectable class) holding its methods. The methods are
   * built as the container takes them and its statements printed as it gives them, so a container that gives
   * a statement per method holds a few operations' nodes at a time, not its whole group's (a description
   * without tags has one group of every operation).
   */
  container(
    group: PlannedGroup,
    methods: Iterable<ContainerMethod>,
    ctx: ClientEmitContext<Reads>,
  ): Iterable<ts.Statement>;
  /**
   * The write-once client setup file (`clientSetup`). `mainModule` is the import specifier of the main
   * file as seen from the setup file (e.g. `./client.js`).
   */
  setupFile?(mainModule: string, ctx: ClientEmitContext<Reads>): ts.Statement[];
  /**
   * Where a secured method reads the credentials on each call (default: the exported `clientCredentials`),
   * e.g. an injected value.
   */
  credentials?(): ts.Expression;
  /**
   * The call of a secured operation, given `[descriptor, securitySchemes, credentials, (authorized) =>
   * send]`: a runtime function that applies the credentials, then sends. Default: the shared runtime's
   * `withCredentials(...)` (promises); ng1 adopts it into `$q`, ng2 into an Observable.
   */
  securedCall?(args: ts.Expression[]): ts.Expression;
  /**
   * The resource method of an operation the plan names one for (`PlannedOperation.resourceName`, templates
   * whose declaration has `resources`): the operation's request as a signal-driven resource, built from its
   * method, after which it comes.
   */
  resource?(method: ContainerMethod, ctx: ClientEmitContext<Reads>): ContainerMethod;
}

/**
 * A reactive layer (swr, TanStack Query) turns a group into a hook namespace calling the group's client.
 * It plans its hooks with the query-layer steps (`plan/query-layer/`) and writes them with the shared hook
 * machinery: signatures, keys and types are shared (`emit/hooks/`); a layer decides its imports, its option
 * types and the body of each hook.
 */
export interface ReactiveLayer<Reads extends string = never> {
  readonly declaration: LayerDeclaration;
  /** Names the hooks and what they export, and decides what the layer's code needs of the plan. */
  readonly planHooks: HookPlanner;
  /** The library imports of the hooks code. */
  imports(ctx: HookEmitContext<Reads>): ts.Statement[];
  /** Declarations shared by every hook of the file (option types, helpers). */
  prelude(ctx: HookEmitContext<Reads>): ts.Statement[];
  /** `export const <tag> = { queryKeys, queries, mutations };` for one group; `client` is its client object. */
  namespace(
    group: PlannedHookGroup,
    client: ts.Expression,
    ctx: HookEmitContext<Reads>,
  ): Iterable<ts.Statement>;
}

/** The options a template or layer reads, from its declaration's list: `TemplateReads<typeof fetchDeclaration>`. */
export type TemplateReads<Declaration extends { readonly options: readonly string[] }> =
  Declaration["options"][number];

/** What a reactive layer gets besides the options: the HTTP client under it and where its code goes. */
export interface HookEmitContext<Reads extends string = never> extends ClientEmitContext<Reads> {
  hooks: HooksPlan;
  /**
   * A type of the main file as the hooks file writes it: unchanged in single-file output, with every name
   * the main file declares qualified by its namespace import (`Pet` → `api.Pet`) when `hooksOut` is set.
   */
  typeInHooks(type: ts.TypeNode): ts.TypeNode;
  /** Hooks live in their own file (`hooksOut`) and reach the main file through its namespace import. */
  separateFile: boolean;
}

/**
 * The templates a run emits with: the HTTP client, and the reactive layer over it if one is chosen; and what
 * planning reads of them (their declarations, the layer's hook planner, and every built-in declaration).
 */
export interface SelectedTemplates {
  client: HttpClientTemplate;
  layer?: ReactiveLayer;
  outputs: SelectedOutputs;
}
