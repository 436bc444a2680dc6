import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
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
import type { ClientEmitContext, HttpClientTemplate } from "../emit/client-template.js";
import { TypewrightError } from "../errors.js";
import { importModule } from "../import-module.js";
import type { RuntimeValueName } from "../splice/runtime-names.js";
import { markRuntimeReferences, runtimeStatements } from "../splice/runtime-source.js";
import type {
  ClientDeclaration,
  DeclaredType,
  WrittenName,
} from "../template-declarations/template-declaration.js";
import { WholeCompilerApiMissing, wholeCompilerApi } from "../whole-compiler-api.js";
import { describeContext, describeGroup, describeMethod, describeOperation } from "./custom-descriptions.js";
import { markImportReads, namesImportedBy, referencingImports } from "./custom-import-references.js";
import type {
  CustomDeclaration,
  CustomTemplate,
  GroupMethod,
  OperationDescription,
  ReadDeclaration,
  TemplateContext,
} from "./custom-surface.js";
import { callExpression, objectContainer, queryStyleDeclaration, sendCall } from "./shared/containers.js";

/**
 * Everything a custom template gets to build code with: the whole `typescript` module (the user's own, an
 * optional peer, checked to build the same nodes as typewright's part of it; read on first use), the node
 * helpers the built-in templates use, and the built-in runtime helpers (so a template can reuse e.g. the
 * fetch runtime).
 */
export const TEMPLATE_KIT = {
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
    /**
     * `export const <name> = { method(...) { ... }, ... };` as a list of statements: a method with a
     * `signature` of its own is a module-private function, which the object refers to.
     */
    objectContainer: (name: string, methods: readonly GroupMethod[]): ts.Statement[] =>
      objectContainer(
        name,
        methods.map(({ operation, ...nodes }) => ({
          ...nodes,
          name: operation.name,
          functionName: operation.functionName,
          jsDoc: operation.jsDoc,
        })),
      ),
    /** `const queryStyle: QueryStyle = { ... };`, which `runtimeSendCall` passes to the runtime's senders. */
    queryStyleConstant: (ctx: TemplateContext): ts.Statement =>
      queryStyleDeclaration(
        ctx.options.queryParamsSerialization,
        ctx.declaration.resolvesRelativeUrls === true ? undefined : ctx.servers?.example,
      ),
    /** `sender(...leading, <request descriptor>, queryStyle, <options>)`: a runtime sender's call. */
    runtimeSendCall: (
      sender: RuntimeValueName,
      leading: readonly ts.Expression[],
      operation: OperationDescription,
    ): ts.CallExpression => sendCall(sender, leading, operation.request, operation.optionsArgument.localName),
    callExpression,
    namedImport,
  },
  runtimeStatements,
};

export type TemplateKit = typeof TEMPLATE_KIT;

/** What a custom template module exports (by default): made by `defineTemplate`. */
export interface TemplateDefinition {
  readonly typewrightTemplate: 1;
  create(kit: TemplateKit): CustomTemplate;
}

/**
 * Declares a custom HTTP client template: `export default defineTemplate((kit) => ({ declaration: {...}, ... }))`.
 * The factory receives the kit and returns a `CustomTemplate`, which reads the descriptions of
 * `custom-surface.ts` and is adapted to the interface the built-in templates implement.
 */
export function defineTemplate(create: (kit: TemplateKit) => CustomTemplate): TemplateDefinition {
  return { typewrightTemplate: 1, create };
}

const ENTRY_FILES = ["index.js", "index.mjs", "template.js", "template.mjs"];
const REQUIRED_FUNCTIONS = ["imports", "prelude", "send", "container"] as const;
const BODY_ACCESS: readonly string[] = ["bodyOf", "then", "pipe"];

/** Loads and shape-checks the template in `directory` (its `index.js` / `index.mjs`). */
export async function loadCustomTemplate(directory: string): Promise<HttpClientTemplate> {
  const folder = path.resolve(directory);
  if (!existsSync(folder)) {
    throw new TypewrightError(
      "template",
      `template: "${directory}" does not exist (a template folder was expected)`,
    );
  }
  if (!statSync(folder).isDirectory()) {
    throw new TypewrightError("template", `template: "${directory}" is not a folder`);
  }
  const entry = ENTRY_FILES.map((name) => path.join(folder, name)).find((file) => existsSync(file));
  if (!entry) {
    throw new TypewrightError("template", `template: ${directory} has none of ${ENTRY_FILES.join(", ")}`);
  }
  let exported: unknown;
  try {
    exported = ((await importModule(pathToFileURL(entry).href)) as { default?: unknown }).default;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TypewrightError("template", `template: cannot load ${entry}: ${reason}`, { cause: error });
  }
  if (!isDefinition(exported)) {
    throw new TypewrightError(
      "template",
      `template: ${entry} must export default defineTemplate((kit) => ({ ... })) (imported from "typewright-openapi")`,
    );
  }
  let template: unknown;
  try {
    template = exported.create(TEMPLATE_KIT);
  } catch (error) {
    throw error instanceof WholeCompilerApiMissing ? missingCompilerApi(entry, error) : error;
  }
  return checkShape(template, entry);
}

function isDefinition(value: unknown): value is TemplateDefinition {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Partial<TemplateDefinition>).typewrightTemplate === 1 &&
    typeof (value as Partial<TemplateDefinition>).create === "function"
  );
}

/** Every problem with the returned object at once, like option problems. */
function checkShape(template: unknown, entry: string): HttpClientTemplate {
  const candidate = (template ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`template ${entry}: ${text}`);
  const declaration = asRecord(candidate.declaration);
  if (declaration === undefined)
    problem('"declaration" must be an object (id, containerKind, requestOptions, response)');
  const facts = declaration ?? {};
  if (typeof facts.id !== "string" || facts.id === "") problem('"declaration.id" must be a non-empty name');
  if (facts.containerKind !== "object" && facts.containerKind !== "class") {
    problem('"declaration.containerKind" must be "object" or "class"');
  }
  if (!isDeclaredType(facts.requestOptions)) {
    problem('"declaration.requestOptions" must be { name, module?, as? } (the per-call options type)');
  }
  if (
    facts.abortSignal !== undefined &&
    (typeof facts.abortSignal !== "string" || facts.abortSignal === "")
  ) {
    problem('"declaration.abortSignal" must name the per-call option that takes an AbortSignal when given');
  }
  const response = asRecord(facts.response) ?? {};
  if (typeof response.wrapper !== "string" || response.wrapper === "") {
    problem('"declaration.response.wrapper" must name the type methods return (e.g. "Promise")');
  }
  if (!BODY_ACCESS.includes(response.bodyAccess as string)) {
    problem(
      `"declaration.response.bodyAccess" must be one of ${BODY_ACCESS.map((name) => `"${name}"`).join(", ")}`,
    );
  }
  if (response.native !== undefined && !isDeclaredType(response.native)) {
    problem('"declaration.response.native" must be { name, module?, promise? } when given');
  }
  for (const list of ["runtimeFiles", "reservedNames", "bodyNames"] as const) {
    if (facts[list] !== undefined && !isStringList(facts[list]))
      problem(`"declaration.${list}" must be a list of names`);
  }
  for (const name of REQUIRED_FUNCTIONS) {
    if (typeof candidate[name] !== "function") problem(`"${name}" must be a function`);
  }
  for (const name of ["setupFile", "securedCall", "credentials"] as const) {
    if (candidate[name] !== undefined && typeof candidate[name] !== "function") {
      problem(`"${name}" must be a function when given`);
    }
  }
  if (problems.length > 0) throw new TypewrightError("template", problems.join("; "), { problems });
  const custom = candidate as unknown as CustomTemplate;
  // Streaming needs runtime files of typewright's own; a custom template's streaming methods throw.
  const { streaming: _notForCustomTemplates, ...stated } = custom.declaration as CustomDeclaration & {
    streaming?: unknown;
  };
  const read: ReadDeclaration = {
    ...stated,
    kind: "client",
    runtimeFiles: stated.runtimeFiles ?? [],
    reservedNames: stated.reservedNames ?? [],
    hooks: stated.hooks ?? { supported: true },
  };
  return adapted(custom, read);
}

/** The declaration as planning and emit read a built-in one's: the names the code writes, by name. */
function clientDeclaration(read: ReadDeclaration): ClientDeclaration {
  const { reservedNames, bodyNames, ...facts } = read;
  const inBodies = new Set(bodyNames ?? []);
  const names = [...new Set([...reservedNames, ...inBodies])].map((name): [string, WrittenName] => [
    name,
    inBodies.has(name) ? { name, inBodies: true } : { name },
  ]);
  return {
    ...facts,
    names: Object.fromEntries(names),
    ...(bodyNames === undefined ? { bodyNamesUnstated: true } : {}),
  };
}

/**
 * The custom template as the built-in templates' interface: each function is handed descriptions of emit's
 * records (see custom-descriptions.ts). Its code names runtime helpers and its imports' names with plain
 * identifiers (`nodes.id("buildUrl")`), which do not say whether they reference a declaration or an import of
 * the module, so what it returns is marked as it is returned: every runtime helper's name it reads counts as
 * a reference, by the rule that marks the runtime statements it may splice (shared by every run of the
 * process), and so does every name its imports bring (see custom-import-references.ts).
 */
function adapted(custom: CustomTemplate, read: ReadDeclaration): HttpClientTemplate {
  const declaration = clientDeclaration(read);
  const { setupFile, securedCall, credentials } = custom;
  // The names this run's imports bring: emit asks for the imports before any code that reads them.
  let imported: ReadonlySet<string> = new Set();
  const referencing = <T extends ts.Node | readonly ts.Node[]>(nodes: T): T => {
    const list = Array.isArray(nodes) ? nodes : [nodes as ts.Node];
    markRuntimeReferences(list);
    markImportReads(list, imported);
    return nodes;
  };
  const call = <T>(name: string, run: () => T): T => callTemplate(declaration.id, name, run);
  return {
    declaration,
    // Imports and the setup file declare names rather than read the runtime's.
    imports: (ctx) => {
      const statements = call("imports", () => custom.imports(describeContext(ctx, read)));
      imported = namesImportedBy(statements);
      return statements;
    },
    prelude: (ctx) => referencing(call("prelude", () => custom.prelude(describeContext(ctx, read)))),
    send: (method, ctx) =>
      referencing(
        call("send", () => custom.send(describeOperation(method, ctx), describeContext(ctx, read))),
      ),
    container: (group, methods, ctx) =>
      referencing(
        call("container", () =>
          custom.container(
            describeGroup(group),
            Array.from(methods, (method) => describeMethod(method, ctx)),
            describeContext(ctx, read),
          ),
        ).flat(),
      ),
    ...(setupFile && {
      setupFile: (mainModule: string, ctx: ClientEmitContext) =>
        referencingImports(call("setupFile", () => setupFile(mainModule, describeContext(ctx, read)))),
    }),
    ...(securedCall && {
      securedCall: (args: ts.Expression[]) => referencing(call("securedCall", () => securedCall(args))),
    }),
    ...(credentials && { credentials: () => referencing(call("credentials", () => credentials())) }),
  };
}

/**
 * `run()`, one of a custom template's functions: what it throws is reported as the template's, naming the
 * function, with where its arguments are documented (a template written for the records typewright handed
 * out before fails here reading a field that is gone).
 */
function callTemplate<T>(id: string, name: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof TypewrightError) throw error;
    if (error instanceof WholeCompilerApiMissing) throw missingCompilerApi(id, error);
    const reason = error instanceof Error ? error.message : String(error);
    throw new TypewrightError(
      "template",
      `template ${id}: its ${name}() failed: ${reason} (what a custom template receives: docs/custom-templates.md; a template written for typewright 0.1 reads other records: see its "Changes")`,
      { cause: error },
    );
  }
}

/** One line: which template asked for the whole compiler API, and how to install it. */
function missingCompilerApi(template: string, error: WholeCompilerApiMissing): TypewrightError {
  return new TypewrightError("template", `template ${template}: ${error.message}`, { cause: error });
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function isDeclaredType(value: unknown): value is DeclaredType {
  const record = asRecord(value);
  return record !== undefined && typeof record.name === "string" && record.name !== "";
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
