/**
 * Trims TypeScript's `typescript.js` to the part of the compiler API typewright uses (its factory, printer,
 * parser and what they reach): a fifth of the file. Loading the whole 9 MB file cost every run ~50 ms and
 * ~40 MiB before any work, mostly for the checker, the language service and tsserver, which typewright never
 * calls (see bench/HISTORY.md, "Start-up").
 *
 * `typescript.js` is one esbuild bundle: a function whose body declares every internal function, class and
 * variable at its top level, then hands an export object to `module.exports`. The trim keeps every top-level
 * statement that the used members reach through the names it mentions, plus every statement with effects of
 * its own, and leaves the kept statements' text exactly as it was. Nothing is rewritten except the lists of
 * esbuild's namespace objects (`__export(X, {...})`), which keep only the properties read: for the API object
 * itself, the used members; and the large tables declared as object literals that code reads only property
 * by property (`Diagnostics`: some 2,000 messages, of which the kept code names about 150), which keep the
 * properties read likewise. A table that a kept statement uses as a whole is kept whole.
 */

/** Services' registries: filled when the language service loads, read only by code that reaches them. */
const REGISTRATIONS = new Set(["registerCodeFix", "registerRefactor"]);

/**
 * @param {typeof import("typescript")} ts the full compiler API, to parse with
 * @param {string} text the text of `typescript.js`
 * @param {string[]} members the exports to keep
 * @returns {{ text: string; keptStatements: number; statements: number }}
 */
export function trimTypeScript(ts, text, members) {
  const source = ts.createSourceFile("typescript.js", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const { body, exportStatement } = bundleBody(ts, source);
  const api = exportedObjectName(ts, exportStatement);
  const namespaces = namespaceGetters(ts, body);
  const missing = members.filter((member) => !namespaces.get(api).has(member));
  if (missing.length > 0) throw new Error(`typescript.js exports no ${missing.join(", ")}`);
  const tables = tableObjects(ts, body, namespaces);
  const statements = body.map((statement) => describeStatement(ts, statement, namespaces, tables));
  const { kept, keptProperties } = reachable(statements, namespaces, api, members);

  const parts = [text.slice(0, body[0].getFullStart())];
  body.forEach((statement, index) => {
    if (!kept.has(index)) return;
    const exported = exportCallOf(ts, statement);
    const table = tableNameOf(ts, statement, tables);
    const object = exported ? rootIdentifier(ts, exported.arguments[0]) : table;
    const properties = object === undefined ? "all" : (keptProperties.get(object) ?? "all");
    if (properties === "all") parts.push(text.slice(statement.getFullStart(), statement.end));
    else if (table !== undefined) parts.push(`\n${tableText(ts, text, statement, properties)}`);
    else parts.push(`\n${printExportStatement(ts, statement, properties)}`);
  });
  parts.push(text.slice(body[body.length - 1].end));
  return { text: parts.join(""), keptStatements: kept.size, statements: body.length };
}

/**
 * The statements the members reach, and per namespace object the properties read (or "all" where the object
 * is used as a whole). `module.exports = __toCommonJS(typescript_exports)` uses the API object as a whole,
 * yet only the members are exported from it.
 */
function reachable(statements, namespaces, api, members) {
  const declaredBy = new Map();
  const attachedTo = new Map();
  statements.forEach((entry, index) => {
    for (const name of entry.declares) pushTo(declaredBy, name, index);
    if (entry.target !== undefined) pushTo(attachedTo, entry.target, index);
  });
  const kept = new Set();
  const keptNames = new Set();
  const keptProperties = new Map([[api, new Set()]]);
  const pending = statements.flatMap((entry, index) => (entry.unconditional ? [index] : []));

  const keepDeclaration = (name) => {
    if (keptNames.has(name) || !declaredBy.has(name)) return;
    keptNames.add(name);
    pending.push(...declaredBy.get(name), ...(attachedTo.get(name) ?? []));
  };
  const keepMentions = (mentions) => {
    for (const name of mentions.names) keepName(name);
    for (const [object, property] of mentions.properties) keepProperty(object, property);
  };
  const keepProperty = (object, property) => {
    keepDeclaration(object);
    const properties = keptProperties.get(object) ?? new Set();
    keptProperties.set(object, properties);
    if (properties === "all" || properties.has(property)) return;
    properties.add(property);
    const getter = namespaces.get(object).get(property);
    if (getter) keepMentions(getter);
  };
  const keepName = (name) => {
    keepDeclaration(name);
    if (!namespaces.has(name) || name === api || keptProperties.get(name) === "all") return;
    keptProperties.set(name, "all");
    for (const getter of namespaces.get(name).values()) keepMentions(getter);
  };

  for (const member of members) keepProperty(api, member);
  while (pending.length > 0) {
    const index = pending.pop();
    if (kept.has(index)) continue;
    kept.add(index);
    keepMentions(statements[index].mentions);
  }
  return { kept, keptProperties };
}

/**
 * esbuild's namespace objects: `__export(X, { name: () => value, ... })` defines a getter per property, and
 * code reads them as `X.name`. So reading one property keeps only what its getter mentions.
 */
function namespaceGetters(ts, body) {
  const calls = body.map((statement) => exportCallOf(ts, statement)).filter((call) => call !== undefined);
  const namespaces = new Map(calls.map((call) => [rootIdentifier(ts, call.arguments[0]), new Map()]));
  for (const call of calls) {
    const getters = namespaces.get(rootIdentifier(ts, call.arguments[0]));
    for (const property of call.arguments[1].properties) {
      getters.set(property.name.text, mentionsOf(ts, property.initializer, namespaces));
    }
  }
  return namespaces;
}

/** Fewer properties than this, and an object literal is not worth trimming as a table. */
const MIN_TABLE_PROPERTIES = 200;

/**
 * Top-level `var X = { name: value, ... }` of many plain properties (`Diagnostics`): added to `namespaces`
 * like esbuild's namespace objects, so that reading `X.name` keeps only that property's value and what it
 * mentions. Returns the tables' names.
 */
function tableObjects(ts, body, namespaces) {
  const tables = new Set();
  for (const statement of body) {
    const literal = tableLiteralOf(ts, statement);
    if (literal === undefined) continue;
    const name = statement.declarationList.declarations[0].name.text;
    if (namespaces.has(name)) continue;
    const values = new Map();
    for (const property of literal.properties) {
      values.set(property.name.text, mentionsOf(ts, property.initializer, namespaces));
    }
    namespaces.set(name, values);
    tables.add(name);
  }
  return tables;
}

function tableLiteralOf(ts, statement) {
  if (!ts.isVariableStatement(statement)) return undefined;
  const [declaration, ...others] = statement.declarationList.declarations;
  const literal = declaration?.initializer;
  if (others.length > 0 || !ts.isIdentifier(declaration.name) || !literal) return undefined;
  if (!ts.isObjectLiteralExpression(literal) || literal.properties.length < MIN_TABLE_PROPERTIES)
    return undefined;
  const plain = literal.properties.every(
    (property) =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)),
  );
  return plain ? literal : undefined;
}

function tableNameOf(ts, statement, tables) {
  if (!ts.isVariableStatement(statement)) return undefined;
  const [declaration] = statement.declarationList.declarations;
  return ts.isIdentifier(declaration.name) && tables.has(declaration.name.text)
    ? declaration.name.text
    : undefined;
}

/** The table's declaration with only the given properties, each as written. */
function tableText(ts, text, statement, properties) {
  const literal = tableLiteralOf(ts, statement);
  const head = text.slice(statement.getStart(), literal.getStart() + 1);
  const kept = literal.properties
    .filter((property) => properties.has(property.name.text))
    .map((property) => `  ${text.slice(property.getStart(), property.end)}`);
  return `${head}\n${kept.join(",\n")}\n};`;
}

function pushTo(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** `var ts = {}; ((module) => { ...body... })(...)`, and the body's first `__export(...)`: the public API. */
function bundleBody(ts, source) {
  let wrapper;
  const find = (node) => {
    if (wrapper) return;
    if (ts.isArrowFunction(node) && node.parameters[0]?.name.getText(source) === "module") wrapper = node;
    else ts.forEachChild(node, find);
  };
  for (const statement of source.statements.slice(0, 3)) find(statement);
  if (!wrapper || !ts.isBlock(wrapper.body))
    throw new Error("typescript.js is not the expected bundle shape");
  const body = wrapper.body.statements;
  const exportStatement = body.find((statement) => exportCallOf(ts, statement) !== undefined);
  if (!exportStatement) throw new Error("typescript.js has no __export(...) of its API");
  return { body, exportStatement };
}

function exportCallOf(ts, statement) {
  if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return undefined;
  const call = statement.expression;
  return ts.isIdentifier(call.expression) && call.expression.text === "__export" ? call : undefined;
}

function exportedObjectName(ts, exportStatement) {
  return rootIdentifier(ts, exportCallOf(ts, exportStatement).arguments[0]);
}

/**
 * What a top-level statement declares, the names it mentions, and when it is needed:
 * - declarations (function, class, var) when a kept statement mentions what they declare;
 * - statements that only fill in a declared object (`X.y = ...`, `__export(X, ...)`, esbuild's namespace
 *   `((X2) => {...})(X || (X = {}))`, services' registrations) or act only when it exists (`if (sys && ...)`:
 *   watch polling, assertions under NODE_ENV=development, debug mode under --inspect), with that object;
 * - everything else always: it has effects of its own (setting the node allocator, the logging host),
 *   except esbuild's `0 && (module.exports = ...)` hint for Node's export detection, which never runs and
 *   would mention the whole API.
 */
function describeStatement(ts, statement, namespaces, tables) {
  const table = tableNameOf(ts, statement, tables);
  if (table !== undefined) {
    // Its properties are kept one by one (see tableObjects).
    return { declares: [table], mentions: { names: [], properties: [] } };
  }
  const exported = exportCallOf(ts, statement);
  if (exported) {
    // Its getters are kept one by one (see namespaceGetters).
    return {
      declares: [],
      mentions: { names: ["__export"], properties: [] },
      target: rootIdentifier(ts, exported.arguments[0]),
    };
  }
  const declares = declaredNames(ts, statement);
  const mentions = mentionsOf(ts, statement, namespaces);
  // Its own names are kept with it anyway; `var X = {}` is no use of a namespace object as a whole.
  const entry = {
    declares,
    mentions: { ...mentions, names: mentions.names.filter((name) => !declares.includes(name)) },
  };
  if (entry.declares.length > 0 || isNeverRun(ts, statement)) return entry;
  const target = filledObject(ts, statement);
  return target === undefined ? { ...entry, unconditional: true } : { ...entry, target };
}

function declaredNames(ts, statement) {
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
    return statement.name ? [statement.name.text] : [];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  return [];
}

function isNeverRun(ts, statement) {
  if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) return false;
  const { left, operatorToken } = statement.expression;
  return (
    operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
    ts.isNumericLiteral(left) &&
    left.text === "0"
  );
}

function filledObject(ts, statement) {
  if (ts.isIfStatement(statement)) return guardingObject(ts, statement.expression);
  if (!ts.isExpressionStatement(statement)) return undefined;
  const expression = statement.expression;
  if (ts.isCallExpression(expression)) {
    if (ts.isIdentifier(expression.expression) && REGISTRATIONS.has(expression.expression.text)) {
      return expression.expression.text;
    }
    const [argument] = expression.arguments;
    if (
      argument &&
      ts.isBinaryExpression(argument) &&
      argument.operatorToken.kind === ts.SyntaxKind.BarBarToken &&
      ts.isParenthesizedExpression(expression.expression)
    ) {
      return rootIdentifier(ts, argument.left);
    }
    return undefined;
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    const target = rootIdentifier(ts, expression.left);
    return target === "module" ? undefined : target;
  }
  return undefined;
}

/** `if (sys && ...)`: TypeScript setting itself up for its host, `sys`, which typewright does not use. */
function guardingObject(ts, condition) {
  let first = condition;
  while (ts.isBinaryExpression(first) && first.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    first = first.left;
  }
  return first !== condition && ts.isIdentifier(first) ? first.text : undefined;
}

function rootIdentifier(ts, expression) {
  let current = expression;
  while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current.text : undefined;
}

/**
 * Every identifier a statement mentions, except names of properties (`a.name`, `{ name: ... }`, methods):
 * those are not references to top-level declarations. Shadowed names count too, which only keeps more.
 * `X.name` of a namespace object X counts as a use of that one property.
 */
function mentionsOf(ts, statement, namespaces) {
  const names = new Set();
  const properties = [];
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      names.add(node.text);
      return;
    }
    if (ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        properties.push([node.expression.text, node.name.text]);
      } else {
        visit(node.expression);
      }
      return;
    }
    const name = propertyNameOf(ts, node);
    ts.forEachChild(node, (child) => {
      if (child !== name || ts.isComputedPropertyName(child)) visit(child);
    });
  };
  visit(statement);
  return { names: [...names], properties };
}

function propertyNameOf(ts, node) {
  const named =
    ts.isPropertyAssignment(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node);
  return named ? node.name : undefined;
}

/** An `__export(X, { ... })` statement with only the given properties' getters. */
function printExportStatement(ts, statement, properties) {
  const { factory } = ts;
  const call = exportCallOf(ts, statement);
  const getters = call.arguments[1].properties.filter((property) => properties.has(property.name.text));
  const printed = factory.createExpressionStatement(
    factory.updateCallExpression(call, call.expression, undefined, [
      call.arguments[0],
      factory.createObjectLiteralExpression(getters, true),
    ]),
  );
  return ts.createPrinter().printNode(ts.EmitHint.Unspecified, printed, statement.getSourceFile());
}
