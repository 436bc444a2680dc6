/**
 * The TypeScript compiler API for the ES modules of typewright: they all import it from here rather than from
 * typescript.cjs. In the CommonJS bundle of the command this module becomes a plain `require()` (see
 * scripts/bundle-cli.js), because an ES import of TypeScript there builds an interop namespace with a getter
 * for each of its thousands of exports.
 */
import ts from "./typescript.cjs";

export default ts;
