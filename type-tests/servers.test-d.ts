/** The description's servers: literal URLs, and `serverUrl` typed by each server's variables. */

import { expectError, expectType } from "tsd";
import * as axiosOperations from "./generated/operation-servers-axios/client.js";
import * as operations from "./generated/operation-servers-fetch/client.js";
import * as kyOperations from "./generated/operation-servers-ky/client.js";
import type * as ng2Operations from "./generated/operation-servers-ng2/client.js";
import * as servers from "./generated/servers-fetch/client.js";
import * as none from "./generated/servers-none/client.js";

// URLs are literal types, in the description's order.
expectType<"http://127.0.0.1:{port}/{version}">(servers.servers[0].url);
expectType<"https://api.example.com/v1">(servers.servers[1].url);
expectType<"/api/v1">(servers.servers[2].url);
expectType<3>(servers.servers.length);

// Variables by server index: defaults applied when left out, values from `enum` only.
expectType<string>(servers.serverUrl(0));
expectType<string>(servers.serverUrl(0, { port: "3000" }));
expectType<string>(servers.serverUrl(0, { port: "3000", version: "v2" }));
expectType<string>(servers.serverUrl(1));
expectError(servers.serverUrl(0, { version: "v3" }));
expectError(servers.serverUrl(0, { region: "eu" }));
expectError(servers.serverUrl(0, { port: 3000 }));
// A server without variables takes none.
expectError(servers.serverUrl(1, { port: "3000" }));
// Only the indexes of `servers`.
expectError(servers.serverUrl(3));

// The module's own names win: the operation `servers` is exported as a function under its group's prefix.
expectType<typeof servers.defaultServers>(servers.defaultClient.servers);

// A description without servers exports none.
expectError(none.servers);
expectError(none.serverUrl);

// Servers of paths and operations follow the document's, typed alike: their variables by index.
expectType<"https://api.example.com/v1">(operations.servers[0].url);
expectType<"https://{region}.files.example.com">(operations.servers[3].url);
expectType<string>(operations.serverUrl(3, { region: "us" }));
expectError(operations.serverUrl(3, { region: "ap" }));

// A base URL for one call: `baseUrl` in fetch's and ky's options and ng2's, axios' own `baseURL`.
operations.createFile({ name: "a" }, { baseUrl: operations.serverUrl(3, { region: "us" }) });
operations.listPets({ baseUrl: "https://staging.example.com/v1", headers: { "X-Trace": "1" } });
expectError(operations.listPets({ baseUrl: 1 }));
kyOperations.listPets({ baseUrl: "https://staging.example.com/v1", timeout: 1000 });
axiosOperations.listPets({ baseURL: "https://staging.example.com/v1" });
expectType<string | undefined>(({} as ng2Operations.HttpCallOptions).baseUrl);
