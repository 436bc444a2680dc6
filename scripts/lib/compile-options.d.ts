/** See compile-options.js: the strict options of the compile proofs and the playground, tsconfig-style. */
export declare const STRICT_COMPILER_OPTIONS_JSON: Readonly<Record<string, unknown>>;
