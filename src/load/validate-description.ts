/**
 * `validate`: the root document as read, checked against the official JSON Schema of its OpenAPI version by
 * @seriousme/openapi-schema-validator (ajv and the schemas of Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2),
 * each violation a warning with its place. The package is an optional peer, loaded only when `validate` is on:
 * with ajv it is 1.9 MB of files, more than installing typewright may still add (docs/behaviour.md#validation).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { TypewrightError } from "../errors.js";
import { importModule } from "../import-module.js";
import type { DiagnosticSink } from "../text/diagnostics.js";
import type { SourceDocument } from "./document-source.js";
import { type SchemaError, schemaViolations } from "./schema-violations.js";

export const VALIDATOR_PACKAGE = "@seriousme/openapi-schema-validator";
/** The major version typewright is tested with (its devDependency), and which the install line names. */
const VALIDATOR_MAJOR = 2;

/** What typewright uses of the package's `Validator` (its own declarations import ajv's, an optional peer's). */
interface DescriptionValidator {
  validate(document: object): Promise<{ valid: boolean; errors?: SchemaError[] | string }>;
  /** `2.0`, `3.0`, `3.1` or `3.2`: the schema the last `validate` used. */
  version?: string;
}
type ValidatorModule = { Validator: new (options: object) => DescriptionValidator };

/** Finds the package's entry file as Node would from here; throws `MODULE_NOT_FOUND` when it is not installed. */
export type ResolvePackage = (name: string) => string;

const resolveFromHere: ResolvePackage = (name) => createRequire(import.meta.url).resolve(name);

/**
 * Reports each place where `root` (as read, before any `$ref` is bundled or Swagger 2.0 upgraded) breaks the
 * official schema of its version, as an `openapi-schema-violation` warning. `resolve` finds the package
 * (tests point it elsewhere). Throws a `TypewrightError` when the package is not installed.
 */
export async function validateDescription(
  root: Pick<SourceDocument, "content" | "display">,
  diagnostics: DiagnosticSink,
  resolve: ResolvePackage = resolveFromHere,
): Promise<void> {
  const { Validator } = await loadValidatorModule(resolve);
  // `allErrors`: every violation, not the first; `verbose`: the schema and value of each, for schemaViolations.
  const validator = new Validator({
    allErrors: true,
    verbose: true,
    code: { process: appendErrorsInPlace },
  });
  const result = await validator.validate(root.content as object);
  if (result.valid) return;
  const schema =
    validator.version === undefined
      ? "official OpenAPI schemas"
      : `${validator.version === "2.0" ? "Swagger" : "OpenAPI"} ${validator.version} schema`;
  const report = (pointer: string, message: string) =>
    diagnostics.report({
      code: "openapi-schema-violation",
      severity: "warning",
      file: root.display,
      pointer,
      // The same words at many places (an unknown field in every operation) are one line.
      message: `${message} (${schema})`,
    });
  if (typeof result.errors === "string") {
    // The package's own reference check knows the root only, calling every reference into another file
    // unresolvable; typewright resolves each `$ref` itself, and a broken one stops the run with its place.
    if (result.errors.startsWith("Can't resolve")) return;
    // Otherwise it found no version it knows: typewright read one, so it is a number (`"swagger": 2.0`).
    report("openapi" in (root.content as object) ? "#/openapi" : "#/swagger", result.errors);
    return;
  }
  for (const violation of schemaViolations(result.errors ?? [])) report(violation.pointer, violation.message);
}

/**
 * ajv's code for a `$ref` to a schema it compiles as a function of its own appends that function's errors with
 * `vErrors = vErrors === null ? ref.errors : vErrors.concat(ref.errors)`, a copy of every error found so far:
 * with `allErrors`, a description that breaks the schema at each of n operations (each path item checked by
 * such a function) costs time in n². Appending them in place, in the same order, makes it linear; ajv already
 * appends its own errors to `vErrors` in place, and the array it takes over when `vErrors` is `null` is one
 * the called function never touches again. Code that does not read so (another version of ajv) is left as it is.
 */
export function appendErrorsInPlace(code: string): string {
  return code.replace(
    APPENDED_ERRORS,
    (_, errors: string) =>
      `if (vErrors === null) vErrors = ${errors}; else for (const appended of ${errors}) vErrors.push(appended);`,
  );
}

/** ajv 8's statement (`addErrorsFrom` in vocabularies/core/ref.js, and the same for user keywords). */
const APPENDED_ERRORS = /vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\);/g;

/**
 * The package, on first use; a one-line error naming the install command when it is not installed, or when
 * the installed one is of another major (whose `Validator` is not the one typewright calls).
 */
async function loadValidatorModule(resolve: ResolvePackage): Promise<ValidatorModule> {
  const needed = `validate needs the package ${VALIDATOR_PACKAGE} ${VALIDATOR_MAJOR}`;
  const install = `npm install -D ${VALIDATOR_PACKAGE}@${VALIDATOR_MAJOR}`;
  let entry: string;
  try {
    entry = resolve(VALIDATOR_PACKAGE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND") throw error;
    throw new TypewrightError(
      "input",
      `${needed} (${install}); typewright does not carry it, to stay small`,
      { cause: error },
    );
  }
  const version = installedVersion(entry);
  if (version === undefined || Number.parseInt(version, 10) !== VALIDATOR_MAJOR) {
    const found = version === undefined ? "one whose version is not known" : version;
    throw new TypewrightError("input", `${needed}, not ${found} (${install})`);
  }
  const module = (await importModule(pathToFileURL(entry).href)) as Partial<ValidatorModule>;
  if (typeof module.Validator !== "function") {
    throw new TypewrightError("input", `${needed}: the installed ${version} has no Validator (${install})`);
  }
  return module as ValidatorModule;
}

/** The version in the package.json of the package whose entry file is `entry`, if one is found above it. */
function installedVersion(entry: string): string | undefined {
  for (let folder = path.dirname(entry); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown; version?: unknown };
        if (parsed.name === VALIDATOR_PACKAGE)
          return typeof parsed.version === "string" ? parsed.version : undefined;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(folder) === folder) return undefined;
  }
}
