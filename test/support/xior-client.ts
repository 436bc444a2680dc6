/**
 * The xior template as the shared client scenarios drive it (support/client-scenarios.ts): xior's own
 * `XiorResponse` (fetch's `Headers`) and `XiorError`. Used for the devDependency's xior and for the lowest
 * supported, each with its own `isXiorError`.
 */
import type { XiorInstance, XiorResponse } from "xior";
import type { ClientUnderTest } from "./client-under-test.js";

/** `transformCode` points the generated import at another xior (test plumbing). */
export function xiorClientUnderTest(
  isXiorError: (error: unknown) => boolean,
  transformCode?: (code: string) => string,
): ClientUnderTest {
  return {
    template: "xior",
    setBaseUrl: (module, url) => {
      (module.http as XiorInstance).defaults.baseURL = url;
    },
    nativeBody: (result) => (result as XiorResponse).data,
    failure: (error) => {
      if (!isXiorError(error)) return { status: "not a XiorError", body: error };
      const { response } = error as { response?: XiorResponse };
      return { status: response?.status, body: response?.data };
    },
    responseHeader: (headers, name) => (headers as Headers).get(name),
    ...(transformCode === undefined ? {} : { transformCode }),
  };
}
