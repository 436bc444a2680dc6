import { QueryClient } from "@tanstack/svelte-query";
import { mount } from "svelte";
import App from "./App.svelte";
import { worker } from "./mocks";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

// The app has no backend: every request is answered by the mock API in the service worker.
await worker.start({ onUnhandledRequest: "error", quiet: true });

const target = document.getElementById("app");
if (target === null) throw new Error("index.html has no #app");
mount(App, { target, props: { queryClient } });
