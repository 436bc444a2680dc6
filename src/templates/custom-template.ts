import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { namedImport } from "../ast/imports.js";
import { withJsDoc } from "../ast/jsdoc.js";
import { propertyName } from "../ast/keys.js";
import {
  keywordType,
  literalType,
  stringLiteral,
  templateLiteral,
  typeReference,
  unionType,
} from "../ast/nodes.js";
import { TypewrightError } from "../errors.js";
import { importModule } from "../import-module.js";
import { wholeCompilerApi } from "../whole-compiler-api.js";
import {
  bodyOf,
  bodyOrFullResponse,
  callExpression,
  methodParameters,
  objectContainer,
  queryStyleConstant,
  returnBodyOrFullResponse,
  templateMethods,
  thenData,
} from "./containers.js";
import { runtimeStatements } from "./runtime-source.js";
import type { HttpClientTemplate } from "./types.js";

/**
 * Everything a custom template gets to build code with: typewright's own `typescript` module, whole (a
 * separately installed TypeScript could number syntax kinds differently), the node helpers the built-in
 * templates use, and the built-in runtime helpers (so a template can reuse e.g. the fetch runtime).
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
  },
  containers: {
    bodyOf,
    objectContainer,
    methodParameters,
    templateMethods,
    queryStyleConstant,
    bodyOrFullResponse,
    returnBodyOrFullResponse,
    callExpression,
    thenData,
    namedImport,
  },
  runtimeStatements,
};

export type TemplateKit = typeof TEMPLATE_KIT;

/** What a custom template module exports (by default): made by `defineTemplate`. */
export interface TemplateDefinition {
  readonly typewrightTemplate: 1;
  create(kit: TemplateKit): HttpClientTemplate;
}

/**
 * Declares a custom HTTP client template: `export default defineTemplate((kit) => ({ client: 'mine', ... }))`.
 * The factory receives the kit and returns the same interface the built-in templates implement.
 */
export function defineTemplate(create: (kit: TemplateKit) => HttpClientTemplate): TemplateDefinition {
  return { typewrightTemplate: 1, create };
}

const ENTRY_FILES = ["index.js", "index.mjs", "template.js", "template.mjs"];
const REQUIRED_FUNCTIONS = [
  "imports",
  "prelude",
  "requestOptionsType",
  "returnType",
  "methodBody",
  "container",
] as const;

/** Loads and shape-checks the template in `directory` (its `index.js` / `index.mjs`). */
export async function loadCustomTemplate(directory: string): Promise<HttpClientTemplate> {
  const folder = path.resolve(directory);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
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
      `template: ${entry} must export default defineTemplate((kit) => ({ ... })) (imported from "typewright")`,
    );
  }
  return checkShape(exported.create(TEMPLATE_KIT), entry);
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
  if (typeof candidate.client !== "string" || candidate.client === "") {
    problems.push(`template ${entry}: "client" must be a non-empty name`);
  }
  if (candidate.containerKind !== "object" && candidate.containerKind !== "class") {
    problems.push(`template ${entry}: "containerKind" must be "object" or "class"`);
  }
  for (const name of REQUIRED_FUNCTIONS) {
    if (typeof candidate[name] !== "function")
      problems.push(`template ${entry}: "${name}" must be a function`);
  }
  if (candidate.setupFile !== undefined && typeof candidate.setupFile !== "function") {
    problems.push(`template ${entry}: "setupFile" must be a function when given`);
  }
  if (problems.length > 0) throw new TypewrightError("template", problems.join("; "), { problems });
  return candidate as unknown as HttpClientTemplate;
}
