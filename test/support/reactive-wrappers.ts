/**
 * The React wrappers the hook runtime tests render their hooks in. Import this module dynamically, after
 * `installDom` (support/reactive-modules.ts): swr reads whether a `window` exists when it is loaded.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { SWRConfig } from "swr";
import type { ReactiveLayerName } from "../../src/config/types.js";

export type Wrapper = (props: { children: ReactNode }) => ReactNode;

/** A fresh cache per test, no retries and no deduplication, so each test sees exactly its own requests. */
export function wrapperFor(layer: ReactiveLayerName): Wrapper {
  if (layer === "swr") {
    const value = { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };
    return ({ children }) => createElement(SWRConfig, { value }, children);
  }
  return wrapperOf(
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
}

/** TanStack Query's provider of `queryClient`, for a test that reads the client's cache itself. */
export function wrapperOf(queryClient: QueryClient): Wrapper {
  return ({ children }) => createElement(QueryClientProvider, { client: queryClient }, children);
}
