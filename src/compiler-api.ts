/**
 * The TypeScript compiler API for the ES modules of typewright: they all import it from here rather than from
 * typescript.cjs, so the CommonJS bundle of the command converts the module to an ES namespace once instead
 * of once per importing module (~3 ms each: TypeScript has thousands of exports).
 */
import ts from "./typescript.cjs";

export default ts;
