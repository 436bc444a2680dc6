/** The description's servers: literal URLs, and `serverUrl` typed by each server's variables. */

import { expectError, expectType } from "tsd";
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
