import { QueryClient, VueQueryPlugin } from "@tanstack/vue-query";
import { createApp } from "vue";
import App from "./App.vue";
import { worker } from "./mocks";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

// The app has no backend: every request is answered by the mock API in the service worker.
await worker.start({ onUnhandledRequest: "error", quiet: true });

createApp(App).use(VueQueryPlugin, { queryClient }).mount("#app");
