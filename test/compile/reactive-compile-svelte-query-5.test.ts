/**
 * Generated svelte-query-5 hooks (Svelte's stores) compile on every HTTP client that can carry them (see
 * support/reactive-compile.ts), against @tanstack/svelte-query 5 at both ends the tests install, and a Svelte
 * user's code over them type-checks there.
 */
import { describe, expect, it } from "vitest";
import { expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import {
  everyClientFixture,
  hooksCompileTests,
  importsOf,
  pagingWithConsumers,
  petstoreWithConsumers,
} from "../support/reactive-compile.js";
import { svelteQuery5Consumer, svelteQuery5InfiniteConsumer } from "../support/svelte-query-5-consumer.js";

const SVELTE_QUERY = "@tanstack/svelte-query";
/** The newest svelte-query 5 the tests install (5.74), under an alias: the package's own name is 6. */
const NEWEST = "svelte-query-5";
/** The lowest svelte-query 5 the output supports among those installed (5.51), under an alias. */
const LOWEST = "svelte-query-5-51";
const VERSIONS = [NEWEST, LOWEST];

describe("generated svelte-query-5 hooks compile in strict mode against @tanstack/svelte-query 5.74", () => {
  hooksCompileTests("svelte-query-5", "options-over-fetch", importsOf(SVELTE_QUERY, NEWEST));
});

describe("the lowest supported svelte-query 5 the tests install, 5.51", () => {
  it("every client fixture's hooks, and the one whose arguments are named like the hooks code's values, over every client", async () => {
    const files = await everyClientFixture(
      "svelte-query-5",
      "svelte-query-5-lowest",
      importsOf(SVELTE_QUERY, LOWEST),
    );
    expect(Object.values(files).join("\n")).not.toContain(`'${SVELTE_QUERY}'`);
    expectCompiles(files, { extraCompilerOptions: ISOLATED_DECLARATIONS, outputDepth: 3 });
  });
});

describe("a Svelte user's code over the generated store hooks type-checks, on 5.74 and 5.51", () => {
  it("stores and derived as arguments, select, the factories in a derived store, a mutation that invalidates the list, a 404 by status: every client, one file and hooksOut, both versions", async () => {
    const files = await petstoreWithConsumers(
      "svelte-query-5",
      SVELTE_QUERY,
      VERSIONS,
      (hooks, version, typed) => svelteQuery5Consumer(hooks, "../api/client.js", typed, version),
    );
    expect(Object.keys(files).filter((name) => name.endsWith("consumer.ts"))).toHaveLength(20);
    const all = Object.values(files).join("\n");
    expect(all).toMatch(new RegExp(`createQuery[^;]*from '${LOWEST}'`));
    expect(all).not.toContain(`'${SVELTE_QUERY}'`);
    expectCompiles(files);
    const generated = Object.entries(files).filter(([name]) => !name.endsWith("consumer.ts"));
    expectCompiles(Object.fromEntries(generated), { extraCompilerOptions: ISOLATED_DECLARATIONS });
  });
});

describe("infinite queries compile as a Svelte user writes them with stores, on 5.74 and 5.51", () => {
  it("the paging fixture's infinite hooks and factories, one file and hooksOut, both versions", async () => {
    const files = await pagingWithConsumers(
      "svelte-query-5",
      SVELTE_QUERY,
      VERSIONS,
      svelteQuery5InfiniteConsumer,
    );
    const all = Object.values(files).join("\n");
    expect(all).toMatch(new RegExp(`createInfiniteQuery[^;]*from '${LOWEST}'`));
    expect(all).not.toContain(`'${SVELTE_QUERY}'`);
    expectCompiles(files);
  });
});
