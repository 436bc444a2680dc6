// The types of dist/typescript-api.cjs, which the build trims from typescript.js (see
// scripts/trim-typescript.js): the compiler API's own, though the file has only the members src/ uses (a
// test checks that it has them all).
import ts = require("typescript");
export = ts;
