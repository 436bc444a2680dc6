/**
 * The type-level file of the zod agreement proof (test/emit/zod-agreement.test.ts, and against the lowest Zod
 * test/compile/zod-versions.test.ts): for every schema of a schema file, its output and input types are mutually
 * assignable with the type of the same name.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate } from "../../src/generate.js";
import type { GenerateOptions } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The options that change types. */
export type TypeOptions = Pick<
  GenerateOptions,
  "nullableStrategy" | "dateFormat" | "enumDeclarationStyle" | "preferAny"
>;

/** Descriptions broken on purpose (see compile/shared-specs.test.ts) or reaching off this machine. */
const NOT_GENERATED = /main-(bad|circular|invalid|missing|http)/;

/** Every description under `folder` (a file that declares `openapi` or `swagger`), sorted. */
export function descriptionsUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) found.push(...descriptionsUnder(full));
    else if (/\.(ya?ml|json)$/.test(entry) && declaresVersion(full) && !NOT_GENERATED.test(entry)) {
      found.push(full);
    }
  }
  return found.sort();
}

function declaresVersion(file: string): boolean {
  const head = readFileSync(file, "utf8").slice(0, 4000);
  return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(head) || /"(openapi|swagger)"\s*:/.test(head);
}

/** The fixture descriptions the agreement is proven on under every option row. */
export const FIXTURE_DESCRIPTIONS: readonly string[] = [
  path.join(ROOT, "fixtures/petstore.yaml"),
  ...descriptionsUnder(path.join(ROOT, "fixtures/types")),
  ...descriptionsUnder(path.join(ROOT, "fixtures/clients")),
];

/**
 * The fetch client, its schema file and its agreement file (where it has a schema) of each description, by
 * virtual path, and how many schemas the agreement files check.
 */
export async function agreementFiles(
  sources: readonly string[],
  options: TypeOptions &
    Pick<
      GenerateOptions,
      "generationMode" | "validateResponses" | "validateRequests" | "validatorExplicitTypes"
    >,
): Promise<{ files: Record<string, string>; schemas: number }> {
  const files: Record<string, string> = {};
  let schemas = 0;
  for (const src of sources) {
    const folder = `zod/${path.relative(ROOT, src).replace(/[^\w]/g, "_")}`;
    const resolved = resolveOptions(
      {
        src,
        out: `${folder}/client.ts`,
        template: "fetch",
        validator: "zod",
        // Every query parameter of an operation in one `<Operation>Query` type, which has a schema too.
        queryParamsSerialization: { queryParamsAsObject: true },
        ...options,
      },
      BUILTIN_OUTPUTS,
    );
    // In memory: nothing is written.
    const result = await generate(resolved, { write: false });
    const [client, zod] = result.files;
    if (client === undefined || zod === undefined) throw new Error(`${src}: no schema file`);
    const agreement = agreementFile(zod.content);
    files[`${folder}/client.ts`] = client.content;
    files[`${folder}/client.zod.ts`] = zod.content;
    // Without types there is nothing to agree with (and, in schemas mode, no client module to import).
    if (agreement.count > 0) files[`${folder}/agreement.ts`] = agreement.text;
    schemas += agreement.count;
  }
  return { files, schemas };
}

/**
 * `Same<T, S, Label>`: `true` where `T` and `S` are assignable both ways and neither alone is `any` (which is
 * assignable both ways to everything), else `[Label, message]` saying which fails; `Expect<T extends true>`.
 * `notThere`: `T` is not assignable to `S`; `notBack`: `S` is not assignable to `T`.
 */
export function sameTypeDeclarations(messages: {
  notBack: string;
  notThere: string;
  oneIsAny: string;
}): string[] {
  return [
    "type IsAny<T> = 0 extends 1 & T ? true : false;",
    "type Same<T, S, Label extends string> = IsAny<S> extends IsAny<T>",
    "  ? [T] extends [S]",
    `    ? [S] extends [T] ? true : [Label, ${JSON.stringify(messages.notBack)}]`,
    `    : [Label, ${JSON.stringify(messages.notThere)}]`,
    `  : [Label, ${JSON.stringify(messages.oneIsAny)}];`,
    "type Expect<T extends true> = T;",
  ];
}

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
    ...sameTypeDeclarations({
      notBack: "admits values the type does not",
      notThere: "lacks values the type admits",
      oneIsAny: "is any",
    }),
    "export type Checks = [",
    ...lines,
    ...bodyLines,
    "];",
    "",
  ].join("\n");
  return { text, count: typeNames.length + bodies.length };
}
