import path from "node:path";
import { namespaceImport } from "../ast/imports.js";
import { droppableDeclarations } from "../ast/print.js";
import type ts from "../compiler-api.js";
import type { ResolvedOptions } from "../config/types.js";
import { TypewrightError } from "../errors.js";
import type { Model } from "../model/types.js";
import { GENERATED_HEADER_START } from "../output-contract/generated-header.js";
import { MSW_RUNTIME_FILE } from "../output-contract/runtime-files.js";
import type { PlannedGroup, PlannedOperation } from "../plan/operation-plan-types.js";
import { walksPages } from "../plan/pagination.js";
import type { MswPlan } from "../plan/plan-msw.js";
import type { Plan } from "../plan/plan-output.js";
import { SPLIT_FILES, type SplitPlan } from "../plan/plan-split.js";
import type { HooksPlan } from "../plan/query-layer/hooks-plan.js";
import { builtInBatches } from "./batches.js";
import type {
  ClientEmitContext,
  ContainerMethod,
  ReactiveLayer,
  RunEmitContext,
  SelectedTemplates,
} from "./client-template.js";
import { converterDeclarations } from "./dates/converters.js";
import { sharedFailureReviverDeclarations } from "./dates/shared-failure-revivers.js";
import {
  cachedGroupStatements,
  cachedSchemaDeclaration,
  type EmitCache,
  type EmitCacheSession,
} from "./emit-cache.js";
import { failureTypeDeclarations } from "./failures.js";
import {
  clientDirective,
  everyHookDeclaration,
  type HookStatements,
  hookStatements,
} from "./hooks/emit-hooks.js";
import { clientMockTargets, hookMockTargets, mockFileStatements } from "./mocks.js";
import { moduleSpecifier } from "./module-specifier.js";
import { mswFileStatements } from "./msw-file.js";
import { assembleMethod } from "./operations/assemble-methods.js";
import { buildMethodParts } from "./operations/method-parts.js";
import { pagingMethods } from "./operations/paging-methods.js";
import { sharedStylesDeclarations } from "./operations/parameter-styles.js";
import { requestTypeDeclarations } from "./operations/request-types.js";
import { securityDeclarations, sharedSecurityDeclarations } from "./operations/security.js";
import { resolveCall } from "./response-shape.js";
import { serverDeclarations } from "./servers.js";
import { splitOutputFiles } from "./split-files.js";
import { templateContext } from "./template-context.js";
import type { TypeEmitContext } from "./types/context.js";
import { zodFileStatements } from "./zod/zod-file.js";

export type OutputRole = "api" | "hooks" | "mocks" | "msw" | "setup" | "validator";

/**
 * One file to print. Its statements are built while they are read, once: the printer asks for one, prints it
 * and drops it, so a big client never holds the syntax trees of all its types and methods at once.
 */
export interface OutputFile {
  /** Absolute path, or a virtual name when nothing is written. */
  path: string;
  role: OutputRole;
  statements: Iterable<ts.Statement>;
  /** Lines of the header comment. */
  header: string[];
  /** Write-once files (client setup) are not overwritten unless forced. */
  writeOnce?: boolean;
  /** Names of the file another file of a split set imports (see `PrintOptions`). */
  importedElsewhere?: readonly string[];
}

/** What the emitter needs besides the model, the plan and the options. */
export interface EmitInputs {
  templates: SelectedTemplates;
  /** The statements of a runtime helper file (`runtime/<file>.ts`), for the shared ones. */
  runtimeHelpers: (file: string) => readonly ts.Statement[];
  /** How the header names the description. */
  sourceLabel: string;
  /** Statements printed by earlier runs of this process (`--watch`), reused while current. */
  cache?: EmitCache | undefined;
}

export function emitFiles(
  model: Model,
  plan: Plan,
  options: ResolvedOptions,
  { templates, runtimeHelpers, sourceLabel, cache }: EmitInputs,
): OutputFile[] {
  const types: TypeEmitContext = {
    typeNames: plan.typeNames,
    schemas: plan.schemaTable,
    enumMembers: plan.enumMembers,
    nullable: plan.nullable,
    typing: plan.typing,
  };
  // A split output reads the names each statement's nodes read, which statements printed by an earlier run
  // no longer have.
  const session = plan.split ? undefined : cache?.session(types);
  const declarations = lazily(plan.schemas, (named) => cachedSchemaDeclaration(named, types, session));
  const header = [
    `${GENERATED_HEADER_START} from ${sourceLabel}. Do not edit it by hand:`,
    "run the generator again when the API description changes.",
  ];
  if (model.info.title)
    header.push("", `${model.info.title}${model.info.version ? ` ${model.info.version}` : ""}`);
  const template = templates.client;
  const response = resolveCall(template.declaration.response, options.responseShape);
  const ctx: RunEmitContext = {
    options,
    types,
    template,
    response,
    dateConverters: plan.dates.converters,
    securitySchemes: plan.securitySchemes,
    runtime: plan.runtime,
    servers: plan.servers,
  };
  const parts =
    options.generationMode === "full" ? clientParts(plan, ctx, runtimeHelpers, session) : undefined;
  const mainPath = options.out ?? "generated.ts";
  const hooks: HookInputs | undefined =
    options.generationMode === "full" && plan.hooks && templates.layer
      ? {
          layer: templates.layer,
          plan: plan.hooks,
          mainFileNames: new Set([
            ...plan.typeNames.values(),
            ...plan.runtime.declaredNames,
            ...plan.groups.flatMap((group) => group.operations.flatMap(operationTypeNames)),
          ]),
        }
      : undefined;
  if (plan.split && options.out !== undefined) {
    const files = splitFiles(options.out, plan.split, parts, plan.groups, declarations, header);
    if (hooks && options.hooksOut !== undefined)
      files.push(...splitHooksFiles(ctx, options.hooksOut, files, hooks, plan.split, plan.groups, header));
    return files;
  }
  const client = parts ? emitClient(parts, plan.groups) : { imports: [], body: [] };
  const files = mainAndHooksFiles(ctx, mainPath, client, hooks, declarations, header);
  if (options.clientSetup !== undefined) files.push(setupFile(options.clientSetup, mainPath, ctx));
  if (options.mocks !== undefined) files.push(mocksFile(options.mocks, mainPath, plan, ctx));
  if (options.msw !== undefined && plan.msw) {
    files.push(mswFile(options.msw, mainPath, plan.msw, { plan, ctx, runtimeHelpers, sourceLabel }));
  }
  if (plan.validator && options.validatorOut !== undefined) {
    files.push({
      path: options.validatorOut,
      role: "validator",
      statements: zodFileStatements(plan.validator, types, moduleSpecifier(options.validatorOut, mainPath)),
      header: [
        `Zod schemas of the types in ${path.basename(mainPath)}, generated by typewright from ${sourceLabel}.`,
        "Do not edit it by hand: run the generator again when the API description changes.",
        // What an older Zod fails with (`exactOptional is not a function`) leads a user here.
        "Needs zod 4.3 or later (`.exactOptional()`).",
      ],
    });
  }
  return files;
}

/** The types the main file declares for one operation: its request types and its failure union. */
function operationTypeNames(planned: PlannedOperation): string[] {
  const names = planned.arguments.flatMap((argument) => {
    if (argument.kind === "parameter") return [];
    return argument.kind === "object" && argument.body
      ? [argument.body.typeName, argument.typeName]
      : [argument.typeName];
  });
  if (planned.failures) names.push(planned.failures.typeName);
  return names;
}

/** The mock file: typed spy stubs for every client method and hook (`mocks` + `testingFramework`). */
function mocksFile(mocksPath: string, mainPath: string, plan: Plan, ctx: RunEmitContext): OutputFile {
  const { options } = ctx;
  const framework = options.testingFramework ?? "vitest";
  const kind = ctx.template.declaration.containerKind;
  const hooks = options.generationMode === "full" ? plan.hooks : undefined;
  const targets = [
    ...clientMockTargets(
      options.generationMode === "full" ? plan.groups : [],
      kind,
      ctx.template.declaration.operationFunctions === true,
      (operation) => walksPages(operation, ctx.template.declaration),
    ),
    ...(hooks ? hookMockTargets(hooks, options.hooksOut !== undefined) : []),
  ];
  const statements = mockFileStatements(
    targets,
    {
      api: moduleSpecifier(mocksPath, mainPath),
      hooks: options.hooksOut === undefined ? undefined : moduleSpecifier(mocksPath, options.hooksOut),
    },
    framework,
  );
  return {
    path: mocksPath,
    role: "mocks",
    statements,
    header: ["Typed spy stubs of the generated client, generated by typewright. Do not edit it by hand."],
  };
}

/**
 * The MSW handlers file: a handler factory per operation and `handlers`, typed by the main file's types
 * (imported as a type-only namespace), with the runtime of msw-handlers.ts.
 */
function mswFile(
  mswPath: string,
  mainPath: string,
  msw: MswPlan,
  inputs: {
    plan: Plan;
    ctx: RunEmitContext;
    runtimeHelpers: EmitInputs["runtimeHelpers"];
    sourceLabel: string;
  },
): OutputFile {
  const { plan, ctx } = inputs;
  const mainFileNames = new Set([
    ...plan.typeNames.values(),
    ...plan.groups.flatMap((group) => group.operations.flatMap(operationTypeNames)),
  ]);
  return {
    path: mswPath,
    role: "msw",
    statements: mswFileStatements(msw, ctx, {
      mainModule: moduleSpecifier(mswPath, mainPath),
      mainFileNames,
      runtime: inputs.runtimeHelpers(MSW_RUNTIME_FILE),
    }),
    header: [
      `Mock Service Worker request handlers of ${path.basename(mainPath)}, generated by typewright from ${inputs.sourceLabel}.`,
      "Do not edit it by hand: run the generator again when the API description changes.",
      "Needs msw 2.2.3 or later, 2.x or 3.x.",
    ],
  };
}

/** The reactive layer, its plan and the names the main file declares, when hooks are emitted. */
interface HookInputs {
  layer: ReactiveLayer;
  plan: HooksPlan;
  mainFileNames: ReadonlySet<string>;
}

interface ClientStatements {
  imports: ts.Statement[];
  body: Iterable<ts.Statement>;
}

/** `items.flatMap(build)`, built one item at a time as the printer reads it. */
function* lazily<T>(
  items: readonly T[],
  build: (item: T) => ts.Statement | Iterable<ts.Statement>,
): Iterable<ts.Statement> {
  for (const item of items) {
    const built = build(item);
    if (isStatementList(built)) yield* built;
    else yield built;
  }
}

/** A list or generator of statements, as against one statement (no node is iterable). */
function isStatementList(built: ts.Statement | Iterable<ts.Statement>): built is Iterable<ts.Statement> {
  return Symbol.iterator in built;
}

/** A group's methods, built as its container takes them (see `HttpClientTemplate.container`). */
function containerMethods(group: PlannedGroup, ctx: ClientEmitContext): Iterable<ContainerMethod> {
  return builtInBatches(group.operations, (planned) => {
    const method = assembleMethod(buildMethodParts(planned, ctx), ctx);
    const { resource } = ctx.template;
    const resources =
      planned.resourceName === undefined || resource === undefined
        ? []
        : [resource(method, templateContext(ctx, ctx.template.declaration.options))];
    return [method, ...pagingMethods(method, ctx, group.className), ...resources];
  });
}

function* concat(...parts: Iterable<ts.Statement>[]): Iterable<ts.Statement> {
  for (const part of parts) yield* part;
}

/**
 * The main file, with the hooks of a reactive template after the client; or, with `hooksOut`, the main
 * file without them and a hooks file importing it as a namespace. `'use client'` (`useClient`) goes first
 * in the file that has the hooks (the only file without `hooksOut`), never in a separate main file.
 */
function mainAndHooksFiles(
  ctx: RunEmitContext,
  mainPath: string,
  client: ClientStatements,
  hooks: HookInputs | undefined,
  declarations: Iterable<ts.Statement>,
  header: string[],
): OutputFile[] {
  const { options } = ctx;
  // Only where the hooks' framework reads it (React's server components), or over a client alone, as asked.
  const marks = hooks === undefined || hooks.layer.declaration.serverComponents === true;
  const directive = options.useClient && marks ? [clientDirective()] : [];
  if (options.hooksOut === undefined) {
    const code = hooks
      ? hookStatements(hooks.layer, hooks.plan, hooks.mainFileNames, ctx, undefined)
      : NO_HOOKS;
    const statements = concat(
      directive,
      client.imports,
      code.imports,
      client.body,
      everyHookDeclaration(code),
      declarations,
    );
    return [{ path: mainPath, role: "api", statements, header }];
  }
  const code = hooks
    ? hookStatements(
        hooks.layer,
        hooks.plan,
        hooks.mainFileNames,
        ctx,
        moduleSpecifier(options.hooksOut, mainPath),
      )
    : NO_HOOKS;
  return [
    { path: mainPath, role: "api", statements: concat(client.imports, client.body, declarations), header },
    {
      path: options.hooksOut,
      role: "hooks",
      statements: concat(directive, code.imports, everyHookDeclaration(code)),
      header,
    },
  ];
}

const NO_HOOKS: HookStatements = { imports: [], shared: [], groups: [] };

/**
 * The hooks of a split output: a folder (`hooksOut`) split as the client's is, each group's hooks in the file
 * named like its client's (`pet.ts`), the layer's shared declarations in `runtime.ts`, and an index. Each file
 * reads the client through the client folder's index (the last of `files`), which exports every name the
 * single file does.
 */
function splitHooksFiles(
  ctx: RunEmitContext,
  hooksFolder: string,
  files: readonly OutputFile[],
  hooks: HookInputs,
  split: SplitPlan,
  groups: readonly PlannedGroup[],
  header: string[],
): OutputFile[] {
  const index = files.at(-1)?.path ?? hooksFolder;
  const code = hookStatements(
    hooks.layer,
    hooks.plan,
    hooks.mainFileNames,
    ctx,
    moduleSpecifier(path.join(hooksFolder, SPLIT_FILES.index), index),
  );
  const marks = hooks.layer.declaration.serverComponents === true;
  const directive = ctx.options.useClient && marks ? [clientDirective()] : [];
  const groupFiles = hooks.plan.groups.map((hookGroup) => split.groupFiles[groups.indexOf(hookGroup.group)]);
  return splitOutputFiles(
    hooksFolder,
    { groupFiles: groupFiles as string[] },
    {
      directive,
      imports: code.imports,
      runtime: code.shared,
      types: [],
      // A group's value aliases go with its hooks: in runtime.ts they would import the group's file that
      // imports them, a cycle in which the file loaded first reads a constant not yet made.
      groups: code.groups.map((group) => concat(group.aliases, group.hooks)),
    },
    header,
    "hooks",
  );
}

/** The write-once client setup file, made by the HTTP client template. */
function setupFile(setupPath: string, mainPath: string, ctx: RunEmitContext): OutputFile {
  const client = ctx.template;
  if (!client.setupFile) {
    throw new TypewrightError(
      "template",
      `clientSetup: the "${client.declaration.id}" template has no setup file`,
    );
  }
  return {
    path: setupPath,
    role: "setup",
    statements: client.setupFile(
      moduleSpecifier(setupPath, mainPath),
      templateContext(ctx, client.declaration.options),
    ),
    header: [
      "Client setup, generated once by typewright. Edit it freely: later runs keep this file",
      "(unless forceSetup is set).",
    ],
    writeOnce: true,
  };
}

/**
 * `import * as schemas from './client.zod.js'` where some method validates (`validateResponses`,
 * `validateRequests`): the methods read the schemas they check with through it (see plan-call-validation.ts).
 */
function schemaFileImport(plan: Plan, options: ResolvedOptions): ts.Statement[] {
  const namespace = plan.groups
    .flatMap((group) => group.operations)
    .find((planned) => planned.validation !== undefined)?.validation?.namespace;
  if (namespace === undefined || options.validatorOut === undefined) return [];
  return [namespaceImport(namespace, moduleSpecifier(options.out ?? "generated.ts", options.validatorOut))];
}

/** The client's statements by kind: one file orders them (`emitClient`), a split output places them. */
interface ClientParts {
  imports: ts.Statement[];
  /** Servers, the template's prelude, the runtime and what several operations share. */
  head: Iterable<ts.Statement>;
  container: (group: PlannedGroup) => Iterable<ts.Statement>;
  requestTypes: (group: PlannedGroup) => Iterable<ts.Statement>;
  failures: (group: PlannedGroup) => Iterable<ts.Statement>;
  /** The date converters and failure revivers the methods name. */
  tail: Iterable<ts.Statement>;
}

function clientParts(
  plan: Plan,
  ctx: RunEmitContext,
  runtimeHelpers: EmitInputs["runtimeHelpers"],
  session: EmitCacheSession | undefined,
): ClientParts {
  const { template } = ctx;
  const own = (context: ClientEmitContext) => templateContext(context, template.declaration.options);
  // Asked first: a custom template's code is marked for the names its imports bring (custom-template.ts).
  const imports = [...template.imports(own(ctx)), ...schemaFileImport(plan, ctx.options)];
  const converters = converterDeclarations(plan.dates.converters, plan.typeNames);
  return {
    imports,
    head: concat(
      // First, so that a reader meets the servers before the defaults that point at one of them.
      plan.servers ? serverDeclarations(plan.servers) : [],
      template.prelude(own(ctx)),
      plan.runtime.helpers.flatMap((file) => runtimeHelpers(file)),
      ctx.securitySchemes ? securityDeclarations(ctx.securitySchemes) : [],
      droppableDeclarations(sharedSecurityDeclarations(plan.saidOnce.security)),
      droppableDeclarations(sharedStylesDeclarations(plan.saidOnce.styles)),
      plan.runtime.streaming.flatMap((file) => runtimeHelpers(file)),
    ),
    container: (group) =>
      cachedGroupStatements("container", group, ctx, session, (groupCtx) =>
        template.container(group, containerMethods(group, groupCtx), own(groupCtx)),
      ),
    requestTypes: (group) =>
      cachedGroupStatements("requestTypes", group, ctx, session, (groupCtx) =>
        requestTypeDeclarations(group, groupCtx.types),
      ),
    failures: (group) =>
      cachedGroupStatements("failures", group, ctx, session, (groupCtx) =>
        failureTypeDeclarations(group, groupCtx),
      ),
    tail: concat(
      droppableDeclarations(converters),
      droppableDeclarations(
        sharedFailureReviverDeclarations(plan.saidOnce.failureRevivers, plan.dates.converters),
      ),
    ),
  };
}

/** Imports, the template's prelude, then one container per group, then the date converters they name. */
function emitClient(parts: ClientParts, groups: readonly PlannedGroup[]): ClientStatements {
  return {
    imports: parts.imports,
    body: concat(
      parts.head,
      lazily(groups, parts.container),
      lazily(groups, parts.requestTypes),
      lazily(groups, parts.failures),
      parts.tail,
    ),
  };
}

/** The files of `split: "tags"`: each group's, the types', the runtime's and an index (see split-files.ts). */
function splitFiles(
  folder: string,
  split: SplitPlan,
  parts: ClientParts | undefined,
  groups: readonly PlannedGroup[],
  declarations: Iterable<ts.Statement>,
  header: string[],
): OutputFile[] {
  return splitOutputFiles(
    folder,
    split,
    {
      imports: parts?.imports ?? [],
      runtime: parts ? concat(parts.head, parts.tail) : [],
      types: declarations,
      groups: parts
        ? groups.map((group) =>
            concat(parts.container(group), parts.requestTypes(group), parts.failures(group)),
          )
        : [],
    },
    header,
  );
}
