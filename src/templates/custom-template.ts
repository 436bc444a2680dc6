import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type ts from "../compiler-api.js";
import type { ClientEmitContext, HttpClientTemplate } from "../emit/client-template.js";
import { TypewrightError } from "../errors.js";
import { importModule } from "../import-module.js";
import type { ClientDeclaration, WrittenName } from "../output-contract/declaration.js";
import { markRuntimeReferences } from "../splice/runtime-source.js";
import { WholeCompilerApiMissing } from "../whole-compiler-api.js";
import { describeContext, describeGroup, describeMethod, describeOperation } from "./custom-descriptions.js";
import { markImportReads, namesImportedBy, referencingImports } from "./custom-import-references.js";
import {
  DEFAULT_TEMPLATE_OPTIONS,
  TEMPLATE_OPTION_NAMES,
  type TemplateOptionName,
} from "./custom-options.js";
import type {
  CustomDeclaration,
  CustomTemplate,
  HooksSupport,
  NamedType,
  NativeResponse,
  ReadDeclaration,
} from "./custom-surface.js";
import { TEMPLATE_KIT, type TemplateKit } from "./template-kit.js";

/** What a custom template module exports (by default): made by `defineTemplate`. */
export interface TemplateDefinition {
  readonly typewrightTemplate: 1;
  create(kit: TemplateKit): CustomTemplate<TemplateOptionName>;
}

/**
 * Declares a custom HTTP client template: `export default defineTemplate((kit) => ({ declaration: {...}, ... }))`.
 * The factory receives the kit and returns a `CustomTemplate`, whose functions receive the options its
 * declaration lists (`options`); it reads the descriptions of `custom-surface.ts` and is adapted to the
 * interface the built-in templates implement.
 */
export function defineTemplate<Option extends TemplateOptionName = TemplateOptionName>(
  create: (kit: TemplateKit) => CustomTemplate<Option>,
): TemplateDefinition {
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

/** The fields a declaration may state (`CustomDeclaration`), in the order messages list them. */
export const DECLARATION_FIELDS: readonly (keyof CustomDeclaration)[] = Object.keys({
  id: true,
  containerKind: true,
  requestOptions: true,
  abortSignal: true,
  response: true,
  options: true,
  runtimeFiles: true,
  reservedNames: true,
  bodyNames: true,
  hooks: true,
  typedFailures: true,
  resolvesRelativeUrls: true,
  methodCase: true,
  browserMethodRules: true,
} satisfies Record<keyof CustomDeclaration, true>) as (keyof CustomDeclaration)[];

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

/** Every problem with the returned object at once, like option problems. */
function checkShape(template: unknown, entry: string): HttpClientTemplate {
  const candidate = (template ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`template ${entry}: ${text}`);
  const declaration = asRecord(candidate.declaration);
  if (declaration === undefined)
    problem('"declaration" must be an object (id, containerKind, requestOptions, response)');
  const facts = declaration ?? {};
  const unknown = Object.keys(facts).filter(
    (field) => !(DECLARATION_FIELDS as readonly string[]).includes(field),
  );
  if (unknown.length > 0) {
    problem(
      `"declaration" states ${quoted(unknown)}, which a declaration has not (it has ${quoted(DECLARATION_FIELDS)})`,
    );
  }
  if (typeof facts.id !== "string" || facts.id === "") problem('"declaration.id" must be a non-empty name');
  if (facts.containerKind !== "object" && facts.containerKind !== "class") {
    problem('"declaration.containerKind" must be "object" or "class"');
  }
  if (!isNamedType(facts.requestOptions)) {
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
    problem(`"declaration.response.bodyAccess" must be one of ${quoted(BODY_ACCESS)}`);
  }
  if (response.native !== undefined && !isNamedType(response.native)) {
    problem('"declaration.response.native" must be { name, module?, promise? } when given');
  }
  if (facts.options !== undefined) {
    if (!isStringList(facts.options)) problem('"declaration.options" must be a list of option names');
    else {
      const notOptions = facts.options.filter(
        (name) => !(TEMPLATE_OPTION_NAMES as readonly string[]).includes(name),
      );
      if (notOptions.length > 0) {
        problem(
          `"declaration.options" lists ${quoted(notOptions)}, which a template cannot read (it can read ${quoted(TEMPLATE_OPTION_NAMES)})`,
        );
      }
    }
  }
  for (const list of ["runtimeFiles", "reservedNames", "bodyNames"] as const) {
    if (facts[list] !== undefined && !isStringList(facts[list]))
      problem(`"declaration.${list}" must be a list of names`);
  }
  if (facts.hooks !== undefined && !isHooksSupport(facts.hooks)) {
    problem('"declaration.hooks" must be { supported: true } or { supported: false, reason } when given');
  }
  for (const flag of ["typedFailures", "resolvesRelativeUrls", "browserMethodRules"] as const) {
    if (facts[flag] !== undefined && typeof facts[flag] !== "boolean")
      problem(`"declaration.${flag}" must be true or false when given`);
  }
  if (
    facts.methodCase !== undefined &&
    facts.methodCase !== "as written" &&
    facts.methodCase !== "upper case"
  ) {
    problem('"declaration.methodCase" must be "as written" or "upper case" when given');
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
  const custom = candidate as unknown as CustomTemplate<TemplateOptionName>;
  return adapted(custom, readDeclaration(custom.declaration));
}

/** The declaration as checked, with `kind`, the options and the lists filled in: what `ctx.declaration` holds. */
function readDeclaration(stated: CustomDeclaration): ReadDeclaration {
  return {
    ...stated,
    kind: "client",
    options: stated.options ?? DEFAULT_TEMPLATE_OPTIONS,
    runtimeFiles: stated.runtimeFiles ?? [],
    reservedNames: stated.reservedNames ?? [],
    hooks: stated.hooks ?? { supported: true },
  };
}

/**
 * The declaration as planning and emit read a built-in one's: the names the code writes, by name; what a
 * built-in declaration states beyond a custom one (its streaming files, per-operation functions) absent.
 */
function clientDeclaration(read: ReadDeclaration): ClientDeclaration {
  const { reservedNames, bodyNames } = read;
  const inBodies = new Set(bodyNames ?? []);
  const names = [...new Set([...reservedNames, ...inBodies])].map((name): [string, WrittenName] => [
    name,
    inBodies.has(name) ? { name, inBodies: true } : { name },
  ]);
  const { native } = read.response;
  return {
    kind: "client",
    id: read.id,
    containerKind: read.containerKind,
    runtimeFiles: read.runtimeFiles,
    // What the template declares, and what the kit's helpers write from the run (its query style).
    options: [...new Set<string>([...read.options, "queryParamsSerialization"])],
    names: Object.fromEntries(names),
    requestOptions: namedType(read.requestOptions),
    response: {
      wrapper: read.response.wrapper,
      bodyAccess: read.response.bodyAccess,
      ...(native && { native: nativeResponse(native) }),
    },
    hooks: read.hooks,
    ...(bodyNames === undefined && { bodyNamesUnstated: true }),
    ...(read.abortSignal !== undefined && { abortSignal: read.abortSignal }),
    ...(read.typedFailures !== undefined && { typedFailures: read.typedFailures }),
    ...(read.resolvesRelativeUrls !== undefined && { resolvesRelativeUrls: read.resolvesRelativeUrls }),
    ...(read.methodCase !== undefined && { methodCase: read.methodCase }),
    ...(read.browserMethodRules !== undefined && { browserMethodRules: read.browserMethodRules }),
  };
}

function namedType({ name, module, as }: NamedType): NamedType {
  return { name, ...(module !== undefined && { module }), ...(as !== undefined && { as }) };
}

function nativeResponse(native: NativeResponse): NativeResponse {
  return { ...namedType(native), ...(native.promise !== undefined && { promise: native.promise }) };
}

/**
 * The custom template as the built-in templates' interface: each function is handed descriptions of emit's
 * records (see custom-descriptions.ts). Its code names runtime helpers and its imports' names with plain
 * identifiers (`nodes.id("buildUrl")`), which do not say whether they reference a declaration or an import of
 * the module, so what it returns is marked as it is returned: every runtime helper's name it reads counts as
 * a reference, by the rule that marks the runtime statements it may splice (shared by every run of the
 * process), and so does every name its imports bring (see custom-import-references.ts).
 */
function adapted(
  custom: CustomTemplate<TemplateOptionName>,
  read: ReadDeclaration,
): HttpClientTemplate<TemplateOptionName> {
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
      setupFile: (mainModule: string, ctx: ClientEmitContext<TemplateOptionName>) =>
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

function isNamedType(value: unknown): value is NamedType {
  const record = asRecord(value);
  return record !== undefined && typeof record.name === "string" && record.name !== "";
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function isHooksSupport(value: unknown): value is HooksSupport {
  const record = asRecord(value);
  return (
    record?.supported === true ||
    (record?.supported === false && typeof record.reason === "string" && record.reason !== "")
  );
}
