/**
 * The type-level file of the zod agreement proof (test/zod-agreement.test.ts): for every schema of a schema
 * file, its output and input types are mutually assignable with the type of the same name.
 */

/** The type-level file: one line per schema, naming the type and which direction fails. */
export function agreementFile(zodFile: string): { text: string; count: number } {
  // A success body's own schema (`validateResponses`) agrees with what its method resolves to; one of a
  // streamed item has no type of its own to agree with.
  const ownSchemas = [
    ...zodFile.matchAll(
      /^\/\*\* The Zod schema of (?:what `(\w+)` resolves to|one item `\w+` streams)\. \*\/\nexport const (\w+)\b/gm,
    ),
  ];
  const bodies = ownSchemas
    .filter((match) => match[1] !== undefined)
    .map((match) => ({ type: `Awaited<ReturnType<typeof api.${match[1]}>>`, schema: match[2] as string }));
  const ownNames = new Set(ownSchemas.map((match) => match[2]));
  const typeNames = [...zodFile.matchAll(/^export const (\w+)Schema\b/gm)]
    .filter((match) => !ownNames.has(`${match[1]}Schema`))
    .map((match) => match[1] as string);
  const bodyLines = bodies.flatMap(({ type, schema }) => [
    `  Expect<Same<${type}, z.output<typeof schemas.${schema}>, "output">>,`,
  ]);
  const lines = typeNames.flatMap((name) => [
    `  Expect<Same<api.${name}, z.output<typeof schemas.${name}Schema>, "output">>,`,
    `  Expect<Same<api.${name}, z.input<typeof schemas.${name}Schema>, "input">>,`,
  ]);
  const text = [
    `import type { z } from "zod";`,
    `import type * as api from "./client.js";`,
    `import type * as schemas from "./client.zod.js";`,
    // `any` is assignable both ways to everything: a schema inferred as `any` must not pass for a type.
    "type IsAny<T> = 0 extends 1 & T ? true : false;",
    "type Same<T, S, Side extends string> = IsAny<S> extends IsAny<T>",
    "  ? [T] extends [S]",
    '    ? [S] extends [T] ? true : [Side, "admits values the type does not"]',
    '    : [Side, "lacks values the type admits"]',
    '  : [Side, "is any"];',
    "type Expect<T extends true> = T;",
    "export type Checks = [",
    ...lines,
    ...bodyLines,
    "];",
    "",
  ].join("\n");
  return { text, count: typeNames.length + bodies.length };
}
