import { describe, expect, it } from "vitest";
import { MINIMAL, problemsOf } from "../support/options-problems.js";

describe("resolveOptions: template", () => {
  const pairs =
    'valid pairs are [layer, client] with layer "swr", "tsq", "vue-query", "pinia-colada", "svelte-query", "svelte-query-5", "solid-query", "angular-query" and client "fetch", "axios", "xior", "ky"';
  const table: [template: unknown, problem: string][] = [
    [
      "axois",
      'template: unknown template "axois" (did you mean "axios"?); use one of "axios", "fetch", "xior", "ky", "ng1", "ng2", "swr", "tsq", "vue-query", "pinia-colada", "svelte-query", "svelte-query-5", "solid-query", "angular-query", a pair such as ["swr", "axios"], or a directory path such as "./axois"',
    ],
    ["", "template: must not be empty"],
    ["swr,axios", 'template: write a pair as an array, ["swr", "axios"] (got "swr,axios")'],
    [
      ["axios", "swr"],
      `template: ["axios", "swr"] is in the wrong order: the reactive layer comes first, ["swr", "axios"]; ${pairs}`,
    ],
    [
      ["swr", "ng2"],
      `template: ["swr", "ng2"]: "swr" cannot use "ng2" (its methods are an injectable service's Observables, not functions a query calls: with Angular, use angular-query over fetch, or ng2's resources); ${pairs}`,
    ],
    [
      // Angular's TanStack layer too: ng2's client is an injectable class returning observables.
      ["angular-query", "ng2"],
      `template: ["angular-query", "ng2"]: "angular-query" cannot use "ng2" (its methods are an injectable service's Observables, not functions a query calls: with Angular, use angular-query over fetch, or ng2's resources); ${pairs}`,
    ],
    [
      ["tsq", "ng1"],
      `template: ["tsq", "ng1"]: "tsq" cannot use "ng1" (its methods are an AngularJS service's $http calls, run in its digest, not functions a query calls); ${pairs}`,
    ],
    [
      ["axios", "fetch"],
      `template: ["axios", "fetch"]: the first entry must be a reactive layer, not "axios"; ${pairs}`,
    ],
    [
      ["swr", "tsq"],
      `template: ["swr", "tsq"]: the second entry must be an HTTP client, not "tsq"; ${pairs}`,
    ],
    [["swr", "got"], `template: unknown template "got" in ["swr", "got"]; ${pairs}`],
    [
      ["swr"],
      'template: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ["swr"])',
    ],
    [
      ["swr", "axios", "ky"],
      'template: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ["swr","axios","ky"])',
    ],
    [
      ["swr", 1],
      'template: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ["swr",1])',
    ],
    [
      { name: "axios" },
      "template: must be a template name, a [layer, client] pair or a template directory path (got an object)",
    ],
  ];
  it.each(table)("%j", (template, problem) => {
    expect(problemsOf({ ...MINIMAL, template })).toEqual([problem]);
  });
});
