// The package's exported types, as one declaration text: every name the entry points (`typewright-openapi`
// and `typewright-openapi/browser`) export, and every declaration of the package those reach through their
// types, each printed without comments, sorted by name. test/cli/public-api.test.ts compares it with
// `test/public-api.txt` (the pinned surface), so a change to what users of the API and custom templates
// compile against is seen in review rather than by them.
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
  const queue = [];
  const seen = new Set();
  const reach = (symbol) => {
    const target = resolved(symbol);
    if (seen.has(target) || !(target.declarations ?? []).some(inPackage)) return;
    seen.add(target);
    queue.push(target);
  };
  for (const [name, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: not found (run npm run build)`);
    const exported = checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => symbol.name)
      .sort();
    lines.push(`// ${name} exports: ${exported.join(", ")}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) reach(symbol);
  }
  const declarations = [];
  while (queue.length > 0) {
    const symbol = queue.shift();
    for (const declaration of (symbol.declarations ?? []).filter(inPackage)) {
      const source = declaration.getSourceFile();
      // A whole module named in a type (`typeof import(...)`): named, not written out.
      if (ts.isSourceFile(declaration)) {
        const relative = path.relative(dist, declaration.fileName).split(path.sep).join("/");
        declarations.push({
          name: symbol.name,
          text: `// the module ${relative} (its exports are part of the types above)`,
        });
        continue;
      }
      const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
      declarations.push({
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
          if (referenced) reach(referenced);
        }
        ts.forEachChild(child, visit);
      };
      visit(node);
    }
  }
  const key = (declaration) => `${declaration.name}\u0000${declaration.text}`;
  declarations.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return `${[...lines, "", ...declarations.map((declaration) => declaration.text)].join("\n")}\n`;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = publicApiText();
  if (process.argv.includes("--write")) {
    writeFileSync(PINNED_FILE, text);
    console.log(`wrote ${path.relative(ROOT, PINNED_FILE)}`);
  } else process.stdout.write(text);
}
