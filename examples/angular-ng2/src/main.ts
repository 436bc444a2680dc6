import { provideHttpClient, withFetch } from "@angular/common/http";
import { provideZonelessChangeDetection } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import { BASE_URL } from "./app/api/client";
import { App } from "./app/app";

bootstrapApplication(App, {
  providers: [
    provideZonelessChangeDetection(),
    provideHttpClient(withFetch()),
    // The API is served beside the app under /api (a proxy in development); the description's own server
    // is `servers[0].url` of the generated module.
    { provide: BASE_URL, useValue: "/api" },
  ],
}).catch((error: unknown) => console.error(error));
