import { provideZonelessChangeDetection } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import { provideTanStackQuery, QueryClient } from "@tanstack/angular-query-experimental";
import { App } from "./app/app";
import { worker } from "./app/mocks";

// The app has no backend: every request is answered by the mock API in the service worker.
// msw 3 names it onUnhandledFrame (msw 2: onUnhandledRequest).
await worker.start({ onUnhandledFrame: "error", quiet: true });

bootstrapApplication(App, {
  providers: [
    provideZonelessChangeDetection(),
    provideTanStackQuery(new QueryClient({ defaultOptions: { queries: { retry: false } } })),
  ],
}).catch((error: unknown) => console.error(error));
