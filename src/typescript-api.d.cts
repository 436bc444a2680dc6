// The types of dist/typescript-api.cjs, which the build trims from typescript.js (see
// scripts/trim-typescript.js): the compiler API's own, though the file has only the members src/ uses (a
// test checks that it has them all). Here, for typewright's own compilation, they come from the `typescript`
// it is developed with; in dist/ the build writes them out whole, so that a user needs no `typescript`.
import ts = require("typescript");
export = ts;
