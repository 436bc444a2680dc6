// The package's exported types, as one declaration text: every name the entry points (`typewright-openapi`
// and `typewright-openapi/browser`) export, and every declaration of the package those reach through their
// types, each printed without comments, in the parts of GROUPS (each headed by what it is for), sorted by name
// within a part. test/cli/public-api.test.ts compares it with `test/public-api.txt` (the pinned surface), so a
// change to what users of the API and custom templates compile against is seen in review rather than by them.
//
//   node scripts/public-api.js           prints the surface of dist/ (run `npm run build` first)
//   node scripts/public-api.js --write   writes it to test/public-api.txt
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The entry points of package.json's `exports` that have types. */
export const ENTRY_POINTS = {
  "typewright-openapi": "dist/index.d.ts",
  "typewright-openapi/browser": "dist/browser.d.ts",
};
export const PINNED_FILE = path.join(ROOT, "test", "public-api.txt");

/**
 * The parts of the surface, by what each is for: every exported name belongs to one (an export of no part
 * fails the script, so a new one is placed deliberately), and a declaration the exports reach is written in
 * the first part that reaches it. `entry` restricts a part to one entry point's exports.
 */
export const GROUPS = [
  {
    title: "Generating: generate(), generateFiles() and check(), and what they resolve to",
    entry: "typewright-openapi",
    names: [
      "generate",
      "generateFiles",
      "check",
      "GenerateOptions",
      "GenerateResult",
      "GeneratedFile",
      "CheckResult",
      "FileCheck",
      "FileStatus",
      "Difference",
    ],
  },
  {
    title: "Generating in the browser (typewright-openapi/browser): the same pipeline, without files",
    entry: "typewright-openapi/browser",
    names: [
      "generate",
      "BrowserGenerateOptions",
      "BrowserGenerateResult",
      "BrowserGeneratedFile",
      "ReadReference",
    ],
  },
  {
    title:
      "Options: what generate() takes, and resolveOptions(), which validates them and fills in the defaults",
    names: [
      "UserOptions",
      "resolveOptions",
      "ResolveContext",
      "ResolvedOptions",
      "TemplateSelection",
      "HttpClientName",
      "ReactiveLayerName",
      "QueryParamsSerialization",
      "ArrayFormat",
      "ParameterModifier",
      "PagingSetting",
    ],
  },
  {
    title: "Errors and diagnostics: what a run throws, and the findings that did not stop it",
    names: ["TypewrightError", "isTypewrightError", "ErrorCode", "errorLine", "Diagnostic", "DiagnosticCode"],
  },
  {
    title:
      "Custom templates: what a template declares and implements, the options it may read, and what its functions receive",
    names: [
      "CustomTemplate",
      "CustomDeclaration",
      "CustomResponse",
      "NamedType",
      "NativeResponse",
      "HooksSupport",
      "ReadDeclaration",
      "TemplateOptions",
      "TemplateOptionName",
      "TemplateContext",
      "ResolvesTo",
      "ServersDescription",
      "GroupDescription",
      "GroupMethod",
      "OperationDescription",
      "OperationDocs",
      "JsDoc",
      "ArgumentDescription",
      "ArgumentNames",
      "ParameterArgument",
      "QueryObjectArgument",
      "QueryProperty",
      "ParamsObjectArgument",
      "ParamsProperty",
      "BodyArgument",
      "ResponseDescription",
    ],
  },
  {
    title: "The kit: defineTemplate(), and what its factory receives to build code with",
    names: [
      "defineTemplate",
      "TemplateDefinition",
      "TemplateKit",
      "TemplateNodes",
      "TemplateContainers",
      "TypeKeyword",
      "RuntimeSender",
    ],
  },
];

/** The surface of the declarations under `root`/dist, as text. */
export function publicApiText(root = ROOT) {
  const dist = path.join(root, "dist") + path.sep;
  // TypeScript names files with forward slashes.
  const distPrefix = dist.split(path.sep).join("/");
  const entries = Object.entries(ENTRY_POINTS).map(([name, file]) => [name, path.join(root, file)]);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    {
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
    },
  );
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const resolved = (symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  // The compiler API's declarations ship in dist/ too, but are TypeScript's: referred to, not pinned.
  const compilerApi = `${distPrefix}typescript-api.d.cts`;
  const inPackage = (declaration) => {
    const { fileName } = declaration.getSourceFile();
    return fileName.startsWith(distPrefix) && fileName !== compilerApi;
  };
  const lines = [];
  // Per part, the symbols still to write out; a symbol is written once, in the first part that reaches it.
  const queues = GROUPS.map(() => []);
  const seen = new Set();
  const reach = (symbol, group) => {
    const target = resolved(symbol);
    if (seen.has(target) || !(target.declarations ?? []).some(inPackage)) return;
    seen.add(target);
    queues[group].push(target);
  };
  const unplaced = [];
  // Every export first, so that each is written in its own part even where an earlier part reaches it.
  for (const [name, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: not found (run npm run build)`);
    const exports = checker.getExportsOfModule(moduleSymbol);
    lines.push(
      `// ${name} exports: ${exports
        .map((symbol) => symbol.name)
        .sort()
        .join(", ")}`,
    );
    for (const symbol of exports) {
      const group = GROUPS.findIndex(
        (part) => (part.entry === undefined || part.entry === name) && part.names.includes(symbol.name),
      );
      if (group === -1) unplaced.push(`${name} ${symbol.name}`);
      else reach(symbol, group);
    }
  }
  if (unplaced.length > 0) {
    throw new Error(
      `scripts/public-api.js: no part of GROUPS names ${unplaced.join(", ")}: say what each is for`,
    );
  }
  const parts = GROUPS.map(() => []);
  for (const [group, queue] of queues.entries()) {
    // Reached in a later part's walk: still written in the first part that reached it.
    while (queue.length > 0) {
      const symbol = queue.shift();
      for (const declaration of (symbol.declarations ?? []).filter(inPackage)) {
        // A type parameter is written with the declaration it belongs to.
        if (ts.isTypeParameterDeclaration(declaration)) continue;
        const source = declaration.getSourceFile();
        // A whole module named in a type (`typeof import(...)`): named, not written out.
        if (ts.isSourceFile(declaration)) {
          const relative = path.relative(dist, declaration.fileName).split(path.sep).join("/");
          parts[group].push({
            name: symbol.name,
            text: `// the module ${relative} (its exports are part of the types above)`,
          });
          continue;
        }
        const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
        parts[group].push({
          name: symbol.name,
          text: printer.printNode(ts.EmitHint.Unspecified, node, source),
        });
        const visit = (child) => {
          const named = ts.isTypeReferenceNode(child)
            ? child.typeName
            : ts.isExpressionWithTypeArguments(child) || ts.isTypeQueryNode(child)
              ? (child.expression ?? child.exprName)
              : undefined;
          if (named !== undefined) {
            let first = named;
            while (ts.isQualifiedName(first)) first = first.left;
            while (ts.isPropertyAccessExpression(first)) first = first.expression;
            const referenced = checker.getSymbolAtLocation(first);
            if (referenced) reach(referenced, group);
          }
          ts.forEachChild(child, visit);
        };
        visit(node);
      }
    }
  }
  const key = (declaration) => `${declaration.name}\u0000${declaration.text}`;
  const written = parts.flatMap((declarations, group) => {
    declarations.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    return ["", `// ${GROUPS[group].title}`, ...declarations.map((declaration) => declaration.text)];
  });
  return `${[...lines, ...written].join("\n")}\n`;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = publicApiText();
  if (process.argv.includes("--write")) {
    writeFileSync(PINNED_FILE, text);
    console.log(`wrote ${path.relative(ROOT, PINNED_FILE)}`);
  } else process.stdout.write(text);
}
