/**
 * The one place that loads the TypeScript compiler API, as CommonJS on purpose: when an ES module imports
 * the 9 MB CommonJS `typescript.js` directly, Node first scans it for module syntax and then for named
 * exports (about 0.35 s of start-up). Required from this small CommonJS file, it is only compiled and run.
 */
import ts = require("typescript");

export = ts;
