// Client setup, generated once by typewright. Edit it freely: later runs keep this file
// (unless forceSetup is set).

import type { Options as KyOptions } from 'ky';

/** Options of the ky instance the generated client uses (timeout, retry, hooks, headers). Set the server in clientDefaults.baseUrl, not with prefixUrl/prefix. */
export function createKyConfig(): KyOptions {
    return {
        timeout: 30000,
        headers: {}
    };
}
