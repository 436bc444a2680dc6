// The direction of imports in src/: every module sits on a floor (FLOORS below, top to bottom) and may import
// from its own floor and the floors below it, never from one above. Type-only imports count too. Every
// .ts/.cts file under src/ must be placed on a floor, so a new folder is placed deliberately. The runtime
// (src/runtime/, copied into users' output) has rules of its own: see RUNTIME.
//
//   node scripts/check-layers.js   prints each upward import and unplaced file, and exits 1 if there are any
//                                  beyond KNOWN_VIOLATIONS, or if a KNOWN_VIOLATIONS entry no longer occurs
//
// It also runs the check that the plan keeps no list of the names emit writes (scripts/check-name-lists.js).
// test/architecture/layers.test.ts runs the same check in `npm test`, and tests the checker itself on small examples.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { checkNameLists } from "./check-name-lists.js";

/**
 * The floors, top to bottom: a module may import from its own floor and any floor below it. Patterns are
 * paths from the repository root: `dir/**` is everything under a folder, `*` is one path segment, anything
 * else is one file. When a file matches patterns of several floors, the most specific pattern places it: a
 * pattern without `**` over a folder, a deeper folder over a shallower one.
 */
export const FLOORS = [
  // jobs/: running several jobs, --check and --watch around generate.ts, for the command and the API.
  {
    name: "shells",
    patterns: ["src/cli.ts", "src/index.ts", "src/browser.ts", "src/generate.ts", "src/jobs/**"],
  },
  { name: "write", patterns: ["src/write/**"] },
  // Built-in template emitters, their shared container builders, the registry and the custom-template loader.
  { name: "templates", patterns: ["src/templates/**"] },
  { name: "emit", patterns: ["src/emit/**"] },
  { name: "plan", patterns: ["src/plan/**"] },
  { name: "model", patterns: ["src/model/**"] },
  { name: "load", patterns: ["src/load/**"] },
  { name: "config", patterns: ["src/config/**"] },
  // Reads the runtime files as text: their statements for the output, their declared names for planning.
  { name: "runtime splicing", patterns: ["src/splice/**"] },
  // The contract between the stages and the outputs: the shape of an output's declaration, the catalog of
  // declarations the top hands down, and the names and runtime files the shared emitters own. Each output's
  // own declaration lives in its folder under src/templates/, which no stage below imports.
  { name: "output contract", patterns: ["src/output-contract/**"] },
  // ts.factory helpers, identifier rules, JSDoc, printing.
  { name: "ast", patterns: ["src/ast/**"] },
  {
    name: "foundation",
    patterns: [
      "src/errors.ts",
      "src/compiler-api.ts",
      "src/typescript.cts",
      "src/typescript-api.d.cts",
      "src/code-cache.cts",
      "src/thread-priority.cts",
      "src/import-module.ts",
      "src/whole-compiler-api.ts",
      "src/text/**",
    ],
  },
  // The TypeScript copied into users' output. It sits apart: see RUNTIME below.
  { name: "runtime", patterns: ["src/runtime/**"] },
];

/**
 * The runtime is not generator code: its files are read as text and spliced into generated clients, where
 * they run beside the client library. So they may import only each other and the client libraries, and the
 * generator may import them only for types (a value import would run the runtime, and its libraries, inside
 * the generator).
 */
export const RUNTIME = {
  floor: "runtime",
  libraries: ["angular", "@angular/common/http", "@angular/core", "axios", "ky", "msw", "rxjs", "xior"],
};

/**
 * Upward imports that are known and left for now, each as `from → to`. `npm test` fails on an upward import
 * that is not listed here, and on an entry here that no longer occurs: the list can only shrink.
 */
export const KNOWN_VIOLATIONS = [
  // None: every import in src/ points down. An entry here would name one `from → to` pair and say why.
];

/** The modules a check reads: every .ts, .cts and .mts file under `folder`, with paths from `root`. */
export function readSourceFiles(root, folder = "src") {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.[cm]?ts$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join("/"))
    .sort()
    .map((file) => ({ path: file, text: readFileSync(path.join(root, file), "utf8") }));
}

/**
 * The module specifiers a source file names: static imports and `import type`, `export ... from`,
 * `import x = require("...")`, `import("...")` and `require("...")` calls with a literal, and import types
 * (`typeof import("...")`, `import("...").Name`).
 *
 * @param {string} fileName used to choose the script kind (.cts, .mts, .ts)
 * @param {string} text
 * @returns {{ specifier: string; line: number; typeOnly: boolean }[]}
 */
export function moduleSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const add = (literal, typeOnly) => {
    if (literal !== undefined && ts.isStringLiteralLike(literal)) {
      const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
      found.push({ specifier: literal.text, line, typeOnly });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, importsTypesOnly(node.importClause));
    } else if (ts.isExportDeclaration(node)) {
      const elements =
        node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : [];
      add(node.moduleSpecifier, node.isTypeOnly || everyTypeOnly(elements));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === "require")
      ) {
        add(node.arguments[0], false);
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `import type { A }`, `import { type A, type B }`: nothing of the module is loaded at run time. */
function importsTypesOnly(clause) {
  if (clause === undefined) return false; // `import "./x.js"` runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    everyTypeOnly(bindings.elements)
  );
}

const everyTypeOnly = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** What a relative specifier may name, by its extension: the source behind an emitted .js/.cjs/.mjs. */
const CANDIDATES = [
  [/\.js$/, [".ts", ".tsx", ".d.ts", ".js"]],
  [/\.cjs$/, [".cts", ".d.cts", ".cjs"]],
  [/\.mjs$/, [".mts", ".d.mts", ".mjs"]],
  [/\.[cm]?tsx?$/, [""]],
  [/$/, [".ts", ".d.ts", "/index.ts", "/index.d.ts", ""]],
];

/**
 * The file a relative specifier names, among `known` paths; undefined when none does.
 *
 * @param {string} from path of the importing file, from the repository root
 * @param {string} specifier
 * @param {Set<string>} known
 */
export function resolveSpecifier(from, specifier, known) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const [extension, replacements] of CANDIDATES) {
    if (extension.test(target)) {
      for (const replacement of replacements) {
        const candidate = target.replace(extension, replacement);
        if (known.has(candidate)) {
          return candidate;
        }
      }
      return undefined;
    }
  }
  return undefined;
}

function patternMatch(pattern, file) {
  if (pattern.endsWith("/**")) {
    const folder = pattern.slice(0, -2);
    return file.startsWith(folder) ? { specificity: folder.split("/").length } : undefined;
  }
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${source}$`).test(file) ? { specificity: Number.POSITIVE_INFINITY } : undefined;
}

/**
 * The floor of a file: its index in `floors` (0 is the top), or undefined when no pattern places it.
 * Throws when the most specific patterns that match it belong to different floors: a defect of the table.
 */
export function floorOf(file, floors = FLOORS) {
  let best;
  for (const [index, floor] of floors.entries()) {
    for (const pattern of floor.patterns) {
      const match = patternMatch(pattern, file);
      if (match === undefined) {
        continue;
      }
      if (best === undefined || match.specificity > best.specificity) {
        best = { index, specificity: match.specificity, pattern };
      } else if (match.specificity === best.specificity && index !== best.index) {
        throw new Error(`${file} is placed on two floors, by "${best.pattern}" and "${pattern}"`);
      }
    }
  }
  return best?.index;
}

const describe = (floors, index) => `floor ${index + 1} "${floors[index].name}"`;

/**
 * Checks the direction of the imports among `files`.
 *
 * @param {{ path: string; text: string }[]} files every source module, paths from the repository root
 * @param {{ floors?: typeof FLOORS; knownViolations?: string[]; runtime?: typeof RUNTIME }} [options]
 * @returns {{
 *   violations: { pair: string; message: string; known: boolean }[];
 *   unplaced: string[];
 *   unresolved: string[];
 *   staleKnown: string[];
 *   failures: string[];
 * }} every upward import (one per importing file and imported file), files no floor places, relative
 * specifiers that name no file among `files`, KNOWN_VIOLATIONS entries that no longer occur, and the
 * messages that make the check fail (all but the known violations; the runtime's imports, see RUNTIME).
 */
export function checkLayers(
  files,
  { floors = FLOORS, knownViolations = KNOWN_VIOLATIONS, runtime = RUNTIME } = {},
) {
  const known = new Set(files.map((file) => file.path));
  const floorByFile = new Map(files.map((file) => [file.path, floorOf(file.path, floors)]));
  const unplaced = files.filter((file) => floorByFile.get(file.path) === undefined).map((file) => file.path);
  const unresolved = [];
  const violations = new Map();
  const runtimeFloor = floors.findIndex((floor) => floor.name === runtime.floor);
  const runtimeProblems = [];
  for (const file of files) {
    const fromFloor = floorByFile.get(file.path);
    const inRuntime = fromFloor !== undefined && fromFloor === runtimeFloor;
    for (const { specifier, line, typeOnly } of moduleSpecifiers(file.path, file.text)) {
      if (!specifier.startsWith(".")) {
        if (inRuntime && !runtime.libraries.includes(specifier)) {
          runtimeProblems.push(
            `${file.path}:${line}: the runtime imports "${specifier}", which is no client library (RUNTIME.libraries)`,
          );
        }
        continue;
      }
      const target = resolveSpecifier(file.path, specifier, known);
      if (target === undefined) {
        unresolved.push(`${file.path}:${line}: "${specifier}" names no source file`);
        continue;
      }
      const toRuntime = runtimeFloor >= 0 && floorByFile.get(target) === runtimeFloor;
      if (inRuntime && !toRuntime) {
        runtimeProblems.push(`${file.path}:${line}: the runtime imports ${target}, outside the runtime`);
        continue;
      }
      if (!inRuntime && toRuntime && !typeOnly) {
        runtimeProblems.push(
          `${file.path}:${line}: imports values from the runtime (${target}); only types may be imported from it`,
        );
        continue;
      }
      const toFloor = floorByFile.get(target);
      if (fromFloor === undefined || toFloor === undefined || toFloor >= fromFloor) {
        continue;
      }
      const pair = `${file.path} → ${target}`;
      if (!violations.has(pair)) {
        violations.set(pair, {
          pair,
          message: `${pair} (${describe(floors, fromFloor)} imports from ${describe(floors, toFloor)}, above it)`,
          known: knownViolations.includes(pair),
        });
      }
    }
  }
  const staleKnown = knownViolations.filter((pair) => !violations.has(pair));
  const failures = [
    ...unplaced.map((file) => `${file} is on no floor: place it in FLOORS of scripts/check-layers.js`),
    ...unresolved,
    ...runtimeProblems,
    ...[...violations.values()].filter((violation) => !violation.known).map((violation) => violation.message),
    ...staleKnown.map(
      (pair) => `${pair} is in KNOWN_VIOLATIONS but no longer occurs: remove it from the list`,
    ),
  ];
  return { violations: [...violations.values()], unplaced, unresolved, staleKnown, failures };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const files = readSourceFiles(root);
  const { violations } = checkLayers(files);
  const failures = [...checkLayers(files).failures, ...checkNameLists(files)];
  const known = violations.filter((violation) => violation.known).length;
  for (const failure of failures) {
    console.log(failure);
  }
  console.log(
    failures.length === 0
      ? `check-layers: imports point down the floors, and no list repeats a name emit writes (${known} known violations left)`
      : `check-layers: ${failures.length} problems (and ${known} known violations)`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}
