// The strict compiler options generated code is proven under: by the compile proofs (test/support/compile.ts)
// and by the playground's "compiles" check (scripts/lib/playground-types.js). Written like a tsconfig, so the
// option names read as users know them; each user converts them once.
export const STRICT_COMPILER_OPTIONS_JSON = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noPropertyAccessFromIndexSignature: true,
  // On in Vite's templates: a generated file declares and imports only what its code uses.
  noUnusedLocals: true,
  noUnusedParameters: true,
  // Also on in Vite's templates, and in many projects' tsconfigs.
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
  noImplicitReturns: true,
  target: "es2022",
  module: "esnext",
  moduleResolution: "bundler",
  lib: ["es2022", "dom", "dom.iterable"],
  types: [],
  skipLibCheck: true,
  noEmit: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  // Output meant to run under Node's type stripping has only erasable syntax; `enumDeclarationStyle: "enum"`
  // is the exception (a TypeScript enum is not erasable) and is proven with this flag off.
  erasableSyntaxOnly: true,
};
