/**
 * The playground's form state → options (playground/options-form.ts, the part without the DOM): what the
 * controls hold becomes the options object the command's validation reads, and an unset control is no option.
 */
import { describe, expect, it } from "vitest";
import { optionsFrom } from "../../playground/options-form.js";
import { resolveOptions } from "../../src/index.js";

describe("optionsFrom", () => {
  it("gives only the main file's name when nothing was changed", () => {
    expect(optionsFrom({})).toEqual({ out: "client.ts" });
  });

  it("turns every kind of control into its option", () => {
    const options = optionsFrom({
      template: "swr",
      "template.client": "ky",
      responseShape: "full",
      preferAny: true,
      "queryParamsSerialization.allowDots": false,
      "queryParamsSerialization.queryParamsAsObject": "3",
      "exclude.operationIds": " get*, list* ,",
      "modifiers.parameters": "limit=optional, q = ignore",
      hooksOut: true,
      mocks: true,
      msw: true,
      testingFramework: "jest",
      clientSetup: false,
      servicePrefix: "Shop",
    });
    expect(options).toEqual({
      out: "client.ts",
      template: ["swr", "ky"],
      responseShape: "full",
      preferAny: true,
      queryParamsSerialization: { allowDots: false, queryParamsAsObject: 3 },
      exclude: { operationIds: ["get*", "list*"] },
      modifiers: { parameters: { limit: "optional", q: "ignore" } },
      hooksOut: "hooks.ts",
      mocks: "mocks.ts",
      msw: "handlers.ts",
      testingFramework: "jest",
      servicePrefix: "Shop",
    });
    expect(() => resolveOptions({ ...options, src: "openapi.yaml" })).not.toThrow();
  });

  it("passes a wrong value on as typed, for the command's message", () => {
    const options = optionsFrom({
      "queryParamsSerialization.queryParamsAsObject": "many",
      "modifiers.parameters": "limit",
    });
    expect(() => resolveOptions({ ...options, src: "openapi.yaml" })).toThrow(
      /queryParamsAsObject: must be true, false or a non-negative integer \(got "many"\)[\s\S]*modifiers\.parameters\.limit: must be one of/,
    );
  });
});
