import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { worker } from "./mocks";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

// The app has no backend: every request is answered by the mock API in the service worker.
await worker.start({ onUnhandledRequest: "error", quiet: true });

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
