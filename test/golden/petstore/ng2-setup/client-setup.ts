// Client setup, generated once by typewright. Edit it freely: later runs keep this file
// (unless forceSetup is set).

import { makeEnvironmentProviders, type EnvironmentProviders } from '@angular/core';
import { provideHttpClient, withFetch, withInterceptors } from '@angular/common/http';
import { BASE_URL } from './client.js';

/** Add to the application's providers once: the server the clients talk to and headers for every request (e.g. authorization). */
export function provideApiClient(baseUrl = '', headers: Record<string, string> = {}): EnvironmentProviders {
    return makeEnvironmentProviders([
        provideHttpClient(withFetch(), withInterceptors([(request, next) => next(request.clone({ setHeaders: headers }))])),
        { provide: BASE_URL, useValue: baseUrl }
    ]);
}
