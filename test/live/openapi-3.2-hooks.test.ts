import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServerForFile } from "../support/file-server.js";
import { type RecordedRequest, SERVER_RECEIVES_QUERY } from "../support/http-server.js";
import { answerOpenApi32, OPENAPI_32_FIXTURE, requestLine } from "../support/openapi-3.2-scenarios.js";
import {
  type ItemsHooks,
  installDom,
  loadGenerated,
  MODULE_FOLDER,
  type ReactiveClient,
  triggerMutation,
} from "../support/reactive-modules.js";

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { act, cleanup, renderHook, waitFor } = await import("@testing-library/react");
const { wrapperFor } = await import("../support/reactive-wrappers.js");
afterEach(() => cleanup());

const server = recordingServerForFile(
  (request) => answerOpenApi32(request) ?? { status: 204 },
  MODULE_FOLDER,
);

/** The request that arrived last at `path`. */
function lastTo(path: string): RecordedRequest {
  const request = server().requests.findLast((received) => received.path === path);
  if (!request) throw new Error(`no request to ${path} was received`);
  return request;
}

const CLIENTS: readonly ReactiveClient[] = ["fetch", "axios", "xior", "ky"];

describe("OpenAPI 3.2 requests through the hook layers", () => {
  for (const layer of ["swr", "tsq"] as const) {
    for (const client of CLIENTS) {
      it.skipIf(!SERVER_RECEIVES_QUERY)(
        `${layer} on ${client}: QUERY and querystring query hooks, a LINK mutation hook, cookie style`,
        async () => {
          const { items } = await loadGenerated<ItemsHooks>(
            [layer, client],
            server().url,
            { responseShape: "body" },
            false,
            OPENAPI_32_FIXTURE,
          );
          const wrapper = wrapperFor(layer);
          const search = renderHook(() => items.queries.useSearchItems?.({ text: "x" }), { wrapper });
          await waitFor(() => expect(search.result.current.data).toEqual(["a", "b"]));
          expect(requestLine(lastTo("/search"))).toBe("QUERY /search");
          expect(lastTo("/search").body.toString()).toBe('{"text":"x"}');

          const find = renderHook(() => items.queries.useFindItems?.({ text: "a b", tags: ["x", "y"] }), {
            wrapper,
          });
          await waitFor(() => expect(find.result.current.isLoading).toBe(false));
          expect(requestLine(lastTo("/find"))).toBe("GET /find?text=a+b&tags=x&tags=y");

          const select = renderHook(() => items.queries.useSelectItems?.({ ids: [1] }), { wrapper });
          await waitFor(() => expect(select.result.current.isLoading).toBe(false));
          expect(requestLine(lastTo("/select"))).toBe("GET /select?%7B%22ids%22%3A%5B1%5D%7D");

          const cookies = renderHook(
            () => items.queries.useSendCookies?.("s", [1, 2], undefined, { theme: "dark" }),
            { wrapper },
          );
          await waitFor(() => expect(cookies.result.current.isLoading).toBe(false));
          expect(lastTo("/cookies").headers.cookie).toBe("session=s; ids=1; ids=2; theme=dark");

          const link = renderHook(() => items.mutations.useLinkItemsById?.(), { wrapper });
          const variables = { id: "7", link: "</items/2>" };
          await act(async () => {
            await triggerMutation(layer, link.result.current, variables);
          });
          expect(requestLine(lastTo("/items/7"))).toBe("LINK /items/7");
          expect(lastTo("/items/7").headers.link).toBe("</items/2>");
        },
      );
    }
  }
});
