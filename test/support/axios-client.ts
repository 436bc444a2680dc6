/**
 * The axios template as the shared client scenarios drive it (support/client-scenarios.ts): the native
 * `AxiosResponse`, `AxiosError` and headers. Used for the devDependency's axios and for the lowest supported.
 */
import axios, { type AxiosInstance, type AxiosResponse, type RawAxiosResponseHeaders } from "axios";
import type { ClientUnderTest } from "./client-under-test.js";

/** `transformCode` points the generated import at another axios (test plumbing). */
export function axiosClientUnderTest(transformCode?: (code: string) => string): ClientUnderTest {
  return {
    template: "axios",
    setBaseUrl: (module, url) => {
      (module.http as AxiosInstance).defaults.baseURL = url;
    },
    nativeBody: (result) => (result as AxiosResponse).data,
    // axios' `isAxiosError` reads the error's own flag, which every 1.x sets, whichever copy made it.
    failure: (error) =>
      axios.isAxiosError(error)
        ? { status: error.response?.status, body: error.response?.data }
        : { status: "not an AxiosError", body: error },
    responseHeader: (headers, name) => (headers as RawAxiosResponseHeaders)[name],
    ...(transformCode === undefined ? {} : { transformCode }),
  };
}
