// Prints every runtime helper file (src/runtime/*.ts) once, with typewright's own printer, into
// dist/runtime-printed.json. Part of `npm run build`, after tsc. Generation splices this text into clients
// instead of parsing and printing the helpers on every run; it falls back to parsing when a helper's source
// or the TypeScript version differs from what was printed here (see runtimeHelpers in runtime-source.ts).
import { writeFileSync } from "node:fs";
import { printRuntimeFiles } from "../dist/splice/runtime-source.js";

const target = new URL("../dist/runtime-printed.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(printRuntimeFiles())}\n`);
