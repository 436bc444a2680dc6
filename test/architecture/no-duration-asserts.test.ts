/**
 * No test asserts a duration or a growth of time: on a loaded CI machine such a test fails for nothing (a
 * fresh clone's `npm test` did, in the random-pattern property). Work is bounded by counting it: steps,
 * requests, bytes, values, runs of a regular expression; a time-out that only ends a hung test or child is
 * fine, since it asserts nothing. Two checks over every file below `test/`:
 *
 * - no `expect(...)` or `assert...(...)` takes a value that comes from a clock: a clock call, or a name, a
 *   property or a function's result that holds one (followed through the file's assignments);
 * - no file reads a clock at all, but those `CLOCK_READERS` lists with their reasons. This also covers a
 *   clock read inside the text of a script a test runs in a child process, which the first check cannot see,
 *   and a helper that measures for another file to assert on.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The files below `test/` that may read a clock, each with why that asserts no duration: none today (a date a
 * test needs is a fixed one).
 */
const CLOCK_READERS: Record<string, string> = {};

/**
 * The checker's own examples, as code a test might hold: each of `found` asserts a clock's value once, none of
 * `passed` does. Kept in fixtures/, so that no test file holds a clock reading, even as text.
 */
const EXAMPLES = JSON.parse(readFileSync(path.join(ROOT, "fixtures/duration-asserts.json"), "utf8")) as {
  found: Record<string, string>;
  passed: Record<string, string>;
};

/** Text that reads a clock, wherever it is (code, or a script in a string). */
const CLOCK_TEXT =
  /\bperformance\s*\.\s*(?:now|mark|measure)\s*\(|\bDate\s*\.\s*now\s*\(|\bprocess\s*\.\s*(?:hrtime|uptime|cpuUsage)\b|\bconsole\s*\.\s*time(?:End|Log)?\s*\(|\bnew\s+Date\s*\(\s*\)\s*\.\s*(?:getTime|valueOf)\s*\(/;

/**
 * The code files below `test/`, as `test/<path>`; not the scratch folders tests make and remove while the suite
 * runs (`test/_scratch*`, ignored by git), which hold copies of src/ and generated clients.
 */
function testFiles(): string[] {
  return readdirSync(path.join(ROOT, "test"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(?:ts|js|mjs|cjs)$/.test(file) && !file.startsWith("_scratch"))
    .map((file) => `test/${file.split(path.sep).join("/")}`)
    .sort();
}

/** A call that reads a clock: the high-resolution timer, the epoch milliseconds, `process`'s timers, a new `Date`'s time. */
function isClockCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const text = callee.getText().replace(/\s+/g, "");
  if (/^(?:performance\.now|Date\.now|process\.hrtime|process\.hrtime\.bigint|process\.uptime)$/.test(text)) {
    return true;
  }
  // The time of a `Date` made without arguments; one made from a value is a date, not the clock.
  return (
    ts.isPropertyAccessExpression(callee) &&
    /^(?:getTime|valueOf)$/.test(callee.name.text) &&
    ts.isNewExpression(callee.expression) &&
    callee.expression.expression.getText() === "Date" &&
    (callee.expression.arguments?.length ?? 0) === 0
  );
}

/** What in a file holds a clock's value: names (variables, functions returning one) and property names. */
interface Tainted {
  names: Set<string>;
  properties: Set<string>;
}

/**
 * Whether the value of `expression` comes from a clock. The bodies of functions inside it are not its value
 * (a callback that reads the clock gives none), but a call of a function that returns one is.
 */
function fromClock(expression: ts.Node, tainted: Tainted): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (isClockCall(node)) found = true;
    else if (ts.isIdentifier(node) && tainted.names.has(node.text) && !isPropertyName(node)) found = true;
    else if (ts.isPropertyAccessExpression(node) && tainted.properties.has(node.name.text)) found = true;
    else if (ts.isFunctionLike(node)) return;
    else ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

/** `b` in `a.b` or `{ b: 1 }`: a property's name, not a reference to a variable. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node)
  );
}

/** The expressions a function's value comes from: its `return`s (not those of functions inside it), or its body. */
function returned(fn: ts.SignatureDeclaration): ts.Node[] {
  const body = (fn as { body?: ts.Node }).body;
  if (body === undefined) return [];
  if (!ts.isBlock(body)) return [body];
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The names a binding (`a`, `{ a, b: c }`, `[a, b]`) declares. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}

/** The name an assignment's target stands for: `x`, or the property of `a.x`. */
function assigned(target: ts.Expression, tainted: Tainted): boolean {
  if (ts.isIdentifier(target)) return add(tainted.names, target.text);
  if (ts.isPropertyAccessExpression(target)) return add(tainted.properties, target.name.text);
  if (ts.isElementAccessExpression(target)) return assigned(target.expression, tainted);
  return false;
}

function add(set: Set<string>, name: string): boolean {
  if (set.has(name)) return false;
  set.add(name);
  return true;
}

/** Everything in `file` that holds a clock's value, followed through its assignments until nothing more is found. */
function taintOf(file: ts.SourceFile): Tainted {
  const tainted: Tainted = { names: new Set(), properties: new Set() };
  for (let changed = true; changed; ) {
    changed = false;
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && node.initializer) {
        const value = node.initializer;
        const holds = ts.isFunctionLike(value)
          ? returned(value).some((expression) => fromClock(expression, tainted))
          : fromClock(value, tainted);
        if (holds) for (const name of boundNames(node.name)) changed = add(tainted.names, name) || changed;
      } else if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
        if (returned(node).some((expression) => fromClock(expression, tainted)))
          changed = add(tainted.names, node.name.getText()) || changed;
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
        fromClock(node.right, tainted)
      ) {
        changed = assigned(node.left, tainted) || changed;
      } else if (ts.isPropertyAssignment(node) && fromClock(node.initializer, tainted)) {
        const name =
          ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : node.name.getText();
        changed = add(tainted.properties, name) || changed;
      } else if (ts.isShorthandPropertyAssignment(node) && tainted.names.has(node.name.text)) {
        changed = add(tainted.properties, node.name.text) || changed;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return tainted;
}

/**
 * The arguments of a call that an assertion judges: the value of `expect(value, message)` (`expect.soft`
 * too), every argument of a matcher of such a chain (`expect(a).not.toBe(b)`) and of `assert` or `assert.x`;
 * none of any other call.
 */
function judgedArguments(call: ts.CallExpression): readonly ts.Expression[] {
  const direct = call.expression.getText().replace(/\s+/g, "");
  if (/^expect(?:\.soft)?$/.test(direct)) return call.arguments.slice(0, 1);
  let callee: ts.Expression = call.expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
    else if (ts.isNonNullExpression(callee) || ts.isParenthesizedExpression(callee))
      callee = callee.expression;
    else break;
  }
  return ts.isIdentifier(callee) && /^(?:expect|assert)$/.test(callee.text) ? call.arguments : [];
}

/** Each assertion of `text` that takes a clock's value, as `line: code`. */
function durationAssertions(fileName: string, text: string): string[] {
  const kind = fileName.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const tainted = taintOf(file);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && judgedArguments(node).some((argument) => fromClock(argument, tainted))) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}: ${node.getText(file).replace(/\s+/g, " ").slice(0, 160)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("no test asserts a duration", () => {
  const files = testFiles();

  it("no assertion below test/ takes a value that comes from a clock", () => {
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) =>
      durationAssertions(file, readFileSync(path.join(ROOT, file), "utf8")).map(
        (where) => `${file}:${where}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("only the listed files read a clock, each for its stated reason", () => {
    const readers = files.filter((file) => CLOCK_TEXT.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(readers).toEqual(Object.keys(CLOCK_READERS).sort());
  });

  it("finds a clock's value however it reaches the assertion", () => {
    for (const [name, code] of Object.entries(EXAMPLES.found)) {
      expect(durationAssertions(`${name}.ts`, code), name).toHaveLength(1);
    }
  });

  it("lets values that are no duration through", () => {
    for (const [name, code] of Object.entries(EXAMPLES.passed))
      expect(durationAssertions(`${name}.ts`, code), name).toEqual([]);
  });
});
