/**
 * The shape of a built-in output's declaration (`src/templates/<id>/declaration.ts`): what an HTTP client or a
 * reactive layer states about itself. Below config, plan and emit, which read declarations of this shape
 * handed down to them (see catalog.ts), never the templates that state them.
 */

/** A type the methods use, named as the generated file writes it and, for a library's type, where it comes from. */
export interface DeclaredType {
  /** The exported name (a global such as `RequestInit`, or a name the runtime helpers declare, has no module). */
  readonly name: string;
  /** The package that exports it; absent for globals and runtime helper types. */
  readonly module?: string;
  /** The local name, where the import renames it (`Options as KyOptions`). */
  readonly as?: string;
}

/**
 * A top-level name a template's own code writes into the client module, beyond what its runtime files declare
 * and import (read from those files): an import of its own (`inject` from `@angular/core`), a declaration of
 * its own (`http`, `clientDefaults`), or a runtime helper its method bodies call (`sendRequest`).
 */
export interface WrittenName {
  readonly name: string;
  /** The library the template's own code imports it from; absent where the module declares it. */
  readonly module?: string;
  /** The library's default import (`import ky from "ky"`). */
  readonly default?: true;
  /** Imported for types only. */
  readonly typeOnly?: true;
  /**
   * The operations' method bodies name it (the sender, the instance, the defaults): an argument of its name
   * keeps it in the signature and is read under another inside the body.
   */
  readonly inBodies?: true;
}

/** What a method call resolves to, for each `responseShape`. */
export interface ResponseDeclaration {
  /** The asynchronous type every method returns: `Promise`, `Observable`, `IPromise`. */
  readonly wrapper: string;
  /**
   * The library's own response type (`AxiosResponse<T>`), which methods resolve to when `responseShape`
   * is unset; without it they resolve to the body. `promise` names the library's alias for the wrapped
   * type (`AxiosPromise<T>` for `Promise<AxiosResponse<T>>`), written as the return type where it exists.
   */
  readonly native?: DeclaredType & { readonly promise?: string };
  /**
   * How a method reaches the body from what its sender resolves to (an `APIResponse<T>` or the native
   * response): the runtime's `bodyOf(call)`, `call.then(r => r.data)` (keeps the library's own promise
   * type, e.g. AngularJS' digest-aware `IPromise`), or `call.pipe(map(r => r.data))` for observables.
   */
  readonly bodyAccess: "bodyOf" | "then" | "pipe";
}

export interface ClientDeclaration {
  readonly kind: "client";
  /** The template name users write (`template: "fetch"`). */
  readonly id: string;
  /** Groups are object literals (`petClient.listPets`) or classes (`PetClient`); mocks follow suit. */
  readonly containerKind: "object" | "class";
  /**
   * Every operation is also an exported function of its own, which the group object refers to: hooks call
   * it and mocks stub it, so one imported operation or hook bundles alone. Absent for classes and custom
   * templates.
   */
  readonly operationFunctions?: boolean;
  /** Runtime helper files (under `src/runtime/`) spliced into the output, in order. */
  readonly runtimeFiles: readonly string[];
  /**
   * The run's options the emitter reads (`baseUrl`, ...): its context holds those and no others, and its type
   * says so (`HttpClientTemplate<...>`), so what an emitter depends on is written here.
   */
  readonly options: readonly string[];
  /**
   * The top-level names the template's own code writes into the client module, by what each is: the emitter
   * writes each from here, and planning reserves them all (with what its runtime files declare and import,
   * read from those files, and its declared library types).
   */
  readonly names: Readonly<Record<string, WrittenName>>;
  /**
   * Only a custom template that does not state its method bodies' names: they are taken to name any of its
   * names and any runtime helper (the kit hands it every runtime file).
   */
  readonly bodyNamesUnstated?: true;
  /**
   * How the library sends a method an `additionalOperations` key names in lower case (`purge`): as written,
   * or upper-cased (axios and the Angular clients upper-case every method). Absent (a custom template): not
   * known, and the warning says what the built-in templates do.
   */
  readonly methodCase?: "as written" | "upper case";
  /**
   * Whether the library sends through the fetch standard or XMLHttpRequest, which refuse `CONNECT` and
   * `TRACK`. Absent (a custom template): not known.
   */
  readonly browserMethodRules?: boolean;
  /**
   * Top-level names the template's own code declares only where the description declares security schemes
   * (ng2's injection token), by what each is: its code writes them from here. Reserved only then.
   */
  readonly securityNames?: Readonly<Record<string, string>>;
  /** The per-call options type every method takes last (the library's own request config). */
  readonly requestOptions: DeclaredType;
  /**
   * The member of `requestOptions` that takes an `AbortSignal` (`signal`): TanStack Query's query functions
   * pass theirs there, so cancelling a query aborts its request. Absent where the options take none.
   */
  readonly abortSignal?: string;
  /**
   * The member of `requestOptions` that caps how often the client sends a call again (`maxRetries`; ky's
   * `retry`), where it retries (docs/production.md): a reactive layer whose library retries queries itself sets
   * it to `0` in its query functions, so that the two do not multiply the attempts. Absent where the client does
   * not retry.
   */
  readonly maxRetries?: string;
  readonly response: ResponseDeclaration;
  /** Reactive layers can sit on this client, or the reason they cannot. */
  readonly hooks: { readonly supported: true } | { readonly supported: false; readonly reason: string };
  /**
   * The runtime declares `ApiFailure<Status, Body, Except extends number = never>` over its library's error
   * (every status of `Status` but `Except`, as `HttpFailure` of `runtime/errors.ts` writes it) and
   * `isApiError`, and puts the decoded body on the error as `body`: operations get failure unions
   * (`GetPetError`). Off for templates that do not (custom templates, unless they declare it).
   */
  readonly typedFailures?: boolean;
  /**
   * Streamed success bodies (event streams, JSON Lines, JSON text sequences) are read as they arrive: the
   * runtime files spliced in after the shared parser `stream-parts` when some operation streams. Absent where
   * the library cannot hand over a body as it arrives: such methods are typed `never` and throw.
   */
  readonly streaming?: { readonly runtimeFiles: readonly string[] };
  /**
   * The library resolves a relative URL itself (Angular: against the page, or the request when rendered on a
   * server), so its runtime never rejects one and its calls carry no server example for that error.
   */
  readonly resolvesRelativeUrls?: boolean;
  /**
   * Paged operations get `listXPages` and `listXItems` (docs/pagination.md): the send resolves (a promise, or
   * `$q`'s thenable) to an answer
   * with the decoded body as `data`, the headers as `headers` and where it came from (`url`, or axios' `config`),
   * which the runtime's `walkPages` reads page after page; `answerOf` names (a key of `names`) the runtime
   * function that makes a promise of it where the send gives something else (an Observable). Absent: the
   * template's operations are not walked.
   */
  readonly pages?: true | { readonly answerOf: string };
  /**
   * `GET` operations answering JSON or text also get `<method>Resource(args)`, the same request as a
   * signal-driven resource (Angular's `httpResource`), written by the template's `resource`; the plan names it
   * (`PlannedOperation.resourceName`).
   */
  readonly resources?: true;
}

/** A name a reactive layer's code imports from its library. */
export type LayerImport = WrittenName & { readonly module: string };

/**
 * The names a reactive layer's code writes at the top level of the file with the hooks, by what each is: the
 * layer writes each from here, and planning reserves them all.
 */
export interface LayerNames {
  /** The namespace import of the main file in a separate hooks file (`import * as api from '../templates/client.js'`). */
  readonly mainModule: string;
  /**
   * What it imports from its library, in the order the imports list them (`useSWR`, `SWRConfiguration`,
   * ...). A hook body reaches a value (not `typeOnly`) under an alias where a hook argument would hide it.
   */
  readonly imports: Readonly<Record<string, LayerImport>>;
  /**
   * What it declares: its option types (`QueryHookOptions`), exported helpers (swr's `keyStartsWith`), the
   * module-private functions that make tsq's constants (`queryHook`, called in the constants' initializers,
   * where no hook argument can hide them), and a type parameter no schema type may take (tsq's `TData`).
   */
  readonly declared: Readonly<Record<string, string>>;
}

export interface LayerDeclaration {
  readonly kind: "layer";
  readonly id: string;
  /** The HTTP client the layer sits on when it is named alone (`template: "swr"`). */
  readonly defaultClient: string;
  /** The run's options the layer's code reads: its context holds those and no others (see the client's). */
  readonly options: readonly string[];
  readonly names: LayerNames;
  /**
   * The framework's files may be React server components' client modules, marked `'use client'` (`useClient`):
   * React's layers. Absent: the directive means nothing there, and `useClient` writes none.
   */
  readonly serverComponents?: true;
  /**
   * The word a hook's name starts with, in the framework's idiom: `use` for React's and Vue's, whose lint rules
   * know it, `inject` for Angular's `injectQuery`, whose functions run in an injection context.
   */
  readonly hookPrefix: string;
}

export type TemplateDeclaration = ClientDeclaration | LayerDeclaration;
