/** Generated swr hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES } from "../support/client-matrix.js";
import { expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { typingsOf } from "../support/private-install.js";
import { hooksCompileTests } from "../support/reactive-compile.js";
import { withTempDir } from "../support/temp-dir.js";

describe("generated swr hooks compile in strict mode against swr and React", () => {
  hooksCompileTests("swr", "every-client-every-option");
});

/**
 * The lowest swr the output supports, installed under an alias: 2.2 is the first whose
 * `SWRMutationConfiguration` takes the key before the trigger's argument, as the mutation hooks write it.
 * swr's own declarations import `swr` and `swr/_internal` (where `SWRConfiguration`, `SWRResponse`, ... are
 * declared) by name, which npm resolves to the newest swr: the program maps them to the alias's typings.
 */
const LOWEST_SWR = "swr-2-2";
const LOWEST_SWR_TYPINGS = typingsOf("swr", LOWEST_SWR);

/** A component's use of the petstore hooks, with the types a user relies on pinned by assignments. */
const CONSUMER = `import { pet, useCreatePet, useListPets, type Pet } from '../api/client.js';

export function usePets() {
  const list: Pet[] | undefined = useListPets(10).data;
  const loading: boolean = useListPets(undefined, undefined, { enabled: false }).isLoading;
  const create = useCreatePet();
  const created: Promise<Pet | undefined> = create.trigger({ body: { name: 'Rex' } });
  return [list, loading, created, pet.queries.useShowPetById('1').error?.status] as const;
}
`;

describe("the lowest supported swr, 2.2 (the highest is the devDependency the tests above use)", () => {
  it("the hooks of every client fixture on fetch and axios, and a user's component, compile against swr 2.2.0", async () => {
    const files: Record<string, string> = {};
    const lowest = (text: string) =>
      text
        .replaceAll("from 'swr'", `from '${LOWEST_SWR}'`)
        .replaceAll("from 'swr/mutation'", `from '${LOWEST_SWR}/mutation'`)
        .replaceAll("from 'swr/infinite'", `from '${LOWEST_SWR}/infinite'`);
    for (const client of ["fetch", "axios"] as const) {
      for (const fixture of CLIENT_FIXTURES) {
        const folder = `swr-lowest/${client}/${fixture.replace(/[/.]/g, "_")}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath(fixture),
            template: ["swr", client],
            responseShape: "body",
            out: path.join(dir, "api", "client.ts"),
            ...(fixture === "clients/everything.yaml"
              ? { hooksOut: path.join(dir, "hooks", "use-api.ts") }
              : {}),
          });
          for (const file of result.files)
            files[`${folder}/${path.relative(dir, file.path)}`] = lowest(file.content);
        });
      }
      files[`swr-lowest/${client}/petstore_yaml/app/consumer.ts`] = CONSUMER;
    }
    const text = Object.values(files).join("\n");
    expect(text).not.toMatch(/from 'swr(\/mutation|\/infinite)?'/);
    expect(text).toContain(`from '${LOWEST_SWR}/mutation'`);
    // The paging fixture's infinite hooks, over `useSWRInfinite`.
    expect(text).toContain(`from '${LOWEST_SWR}/infinite'`);
    expect(LOWEST_SWR_TYPINGS.paths?.["swr/_internal"]?.[0]).toContain(`${path.sep}${LOWEST_SWR}${path.sep}`);
    expectCompiles(files, { extraCompilerOptions: LOWEST_SWR_TYPINGS });
    // The generated files in a library's declaration build: the written-out types are swr 2.2's too.
    const generated = Object.entries(files).filter(([name]) => !name.endsWith("consumer.ts"));
    expectCompiles(Object.fromEntries(generated), {
      extraCompilerOptions: { ...ISOLATED_DECLARATIONS, ...LOWEST_SWR_TYPINGS },
    });
  });
});
