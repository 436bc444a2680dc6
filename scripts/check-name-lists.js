// Names given once: the plan must not keep a list of the names that emit or a template writes into the code,
// which the two would then have to keep in step. A name the
// generated code holds is declared once, where it is decided (a template's declaration, the shared names in
// a template's declaration in src/templates/, a runtime file), and both stages read it from there.
//
// What counts: in src/plan, an array literal holding two or more strings, all identifiers (the stages below
// it list the description's fields, which are no names of the code); in src/emit and src/templates, a string given to a node helper that writes it as a name
// (`id("x")`, `typeReference("X")`, `runtimeCall("x", ...)`, ...) or a module constant holding one
// (`const X = "x"`). A list holding a written name is a failure, unless NAME_LIST_EXCEPTIONS says why it
// may stay. Run by scripts/check-layers.js and test/architecture/layers.test.ts.
import ts from "typescript";

/**
 * Where lists of names may not mirror what is written: every folder but the runtime, whose files declare the
 * names they hold. The plan may list none of emit's names at all; elsewhere a list may not hold a name emit
 * writes at the top level of a module (a declaration, an import, a runtime helper), while the locals emit
 * writes (`options`, `data`) are words that other stages' lists hold for their own reasons.
 */
const LISTING = ["src/"];
const NOT_LISTING = ["src/runtime/"];
const STRICT_LISTING = ["src/plan/"];
/** Where names are written into the generated code. */
const WRITING = ["src/emit/", "src/templates/"];
/**
 * The emitters of the method bodies every template shares: a runtime helper they call is a value the body
 * names, which the plan must know (an argument of its name is read under another). They write each from a
 * declaration the plan reads too (SHARED_BODY_HELPERS, VALIDATION_BODY_HELPERS in src/splice/runtime-names.ts),
 * never as a string of their own.
 */
const BODY_EMITTERS = ["src/emit/operations/", "src/emit/dates/", "src/emit/response-shape.ts"];
const RUNTIME_VALUE_WRITERS = new Set(["runtimeCall", "runtimeValue"]);
/** Node helpers whose first argument is written as a name. */
const NAME_WRITERS = new Set([
  "id",
  "referenceTo",
  "typeReference",
  "typeQuery",
  "runtimeCall",
  "runtimeValue",
  "runtimeType",
  "parameter",
  "constDeclaration",
  "functionDeclaration",
]);
/** Node helpers whose first argument is written as a name of the module (declared, imported or a runtime helper's). */
const TOP_LEVEL_NAME_WRITERS = new Set([
  "referenceTo",
  "referencedType",
  "typeQuery",
  "runtimeCall",
  "runtimeValue",
  "runtimeType",
  "constDeclaration",
  "functionDeclaration",
]);
/** Node helpers that write the names a list gives them as imports: such a list is where the names are written. */
const IMPORT_WRITERS = new Set(["namedImport", "importTypes", "importDeclaration"]);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Lists that may hold written names, each as `file: declared name`, with why. Shrink-only: an entry that no
 * longer matches a list fails too.
 */
export const NAME_LIST_EXCEPTIONS = [
  // JavaScript's own globals, which no declared type may take: names of the language, not of another stage.
  "src/plan/name-scope.ts: GLOBAL_NAMES_USED_BY_OUTPUT",
  // The globals the shared method bodies read (`JSON.stringify`, `new Error`): names of the language.
  "src/plan/plan-runtime.ts: SHARED_BODY_NAMES",
  // Swagger 2.0's operation keys, the HTTP methods (`options`): words of the description, not of the code.
  "src/load/swagger-prepare.ts: HTTP_METHODS",
  // The fields of an Overlay action (`copy`): words of the Overlay specification, not of the code.
  "src/load/read-overlay.ts: ACTION_FIELDS",
  // Which runtime helpers generated code calls while their file keeps them unexported: a decision about the
  // runtime's own names, which its files declare (checked there by test/splice/runtime-names.test.ts).
  "src/splice/runtime-names.ts: UNEXPORTED_RUNTIME_VALUES",
  // Which of the runtime's names stay exported in generated code: decided here, of names the runtime files
  // declare (pinned per template by test/splice/public-exports.test.ts).
  "src/splice/runtime-public.ts: *",
  // The names APIs give the fields of a page (`data`, `next`, `has_more`, `per_page`): words of the
  // descriptions, looked for there to tell how an operation pages, never written into the code.
  "src/plan/pagination.ts: *",
];

/** `files`: `{ path, text }` with paths from the repository root. */
export function checkNameLists(files, exceptions = NAME_LIST_EXCEPTIONS) {
  const written = new Map();
  const writtenAtTopLevel = new Map();
  for (const file of files.filter((file) => WRITING.some((folder) => file.path.startsWith(folder)))) {
    for (const name of writtenNames(file, NAME_WRITERS)) if (!written.has(name)) written.set(name, file.path);
    for (const name of writtenNames(file, TOP_LEVEL_NAME_WRITERS)) {
      if (!writtenAtTopLevel.has(name)) writtenAtTopLevel.set(name, file.path);
    }
  }
  const inside = (file, folders) => folders.some((folder) => file.path.startsWith(folder));
  const failures = [];
  const matched = new Set();
  for (const file of files.filter((file) => inside(file, LISTING) && !inside(file, NOT_LISTING))) {
    const compared = inside(file, STRICT_LISTING) ? written : writtenAtTopLevel;
    for (const list of nameLists(file)) {
      const mirrored = list.names.filter((name) => compared.has(name));
      if (mirrored.length === 0) continue;
      const key = [`${file.path}: ${list.declared}`, `${file.path}: *`].find((entry) =>
        exceptions.includes(entry),
      );
      if (key !== undefined) {
        matched.add(key);
        continue;
      }
      const shown = mirrored.slice(0, 3).map((name) => `"${name}" (written by ${compared.get(name)})`);
      failures.push(
        `${file.path}:${list.line}: lists names that emit writes, ${shown.join(", ")}${mirrored.length > 3 ? ", ..." : ""}: declare each once where it is decided and read it in both`,
      );
    }
  }
  for (const file of files.filter((file) => BODY_EMITTERS.some((folder) => file.path.startsWith(folder)))) {
    for (const { name, line } of runtimeValuesWrittenAsStrings(file)) {
      failures.push(
        `${file.path}:${line}: a method body's runtime helper "${name}" written as a string: declare it in SHARED_BODY_HELPERS (src/splice/runtime-names.ts), which the plan reads, and write it from there`,
      );
    }
  }
  for (const key of exceptions) {
    if (!matched.has(key))
      failures.push(`${key} is in NAME_LIST_EXCEPTIONS but lists no written name: remove it`);
  }
  return failures;
}

function parse(file) {
  return ts.createSourceFile(file.path, file.text, ts.ScriptTarget.ESNext, true, ts.ScriptKind.TS);
}

function writtenNames(file, writers) {
  const source = parse(file);
  const names = stringsGivenTo(source, writers)
    .map(({ name }) => name)
    .filter((name) => IDENTIFIER.test(name));
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z0-9_]*$/.test(node.name.text) &&
      node.initializer !== undefined &&
      ts.isStringLiteral(node.initializer) &&
      IDENTIFIER.test(node.initializer.text)
    ) {
      names.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** `runtimeCall("x", ...)` / `runtimeValue("x")`: a helper's name given as a string literal, with its line. */
function runtimeValuesWrittenAsStrings(file) {
  return stringsGivenTo(parse(file), RUNTIME_VALUE_WRITERS);
}

/** Each call of one of `writers` whose first argument is a string literal: that string, and its line. */
function stringsGivenTo(source, writers) {
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && writers.has(node.expression.text)) {
      const [first] = node.arguments;
      if (first !== undefined && ts.isStringLiteralLike(first)) {
        const { line } = source.getLineAndCharacterOfPosition(first.getStart(source));
        found.push({ name: first.text, line: line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameLists(file) {
  const source = parse(file);
  const lists = [];
  const visit = (node) => {
    const names =
      ts.isArrayLiteralExpression(node) && !isImportWriterArgument(node)
        ? node.elements.filter((element) => ts.isStringLiteral(element)).map((element) => element.text)
        : [];
    if (names.length >= 2 && names.every((name) => IDENTIFIER.test(name))) {
      lists.push({
        names,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        declared: declaredName(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lists;
}

/** `namedImport(module, ["a", "b"])`: the list is the import itself, where the names are written. */
function isImportWriterArgument(node) {
  const call = node.parent;
  return (
    call !== undefined &&
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    IMPORT_WRITERS.has(call.expression.text)
  );
}

/** The name of the variable, property or function whose value holds the list (for NAME_LIST_EXCEPTIONS). */
function declaredName(node) {
  for (let at = node.parent; at !== undefined; at = at.parent) {
    if (
      (ts.isVariableDeclaration(at) || ts.isPropertyAssignment(at) || ts.isFunctionDeclaration(at)) &&
      at.name
    ) {
      return at.name.getText();
    }
  }
  return "(module)";
}
