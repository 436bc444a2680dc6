/**
 * The clients in production (fixtures/clients/production.yaml, docs/production.md): the options of retries,
 * time-outs and refreshed credentials, in `clientDefaults` and per call, and the rejection of a timed-out
 * attempt, narrowed like any rejection without an answer (fetch); axios, xior, ky, ng2 and ng1 beside it.
 */
import type { AxiosRequestConfig } from "axios";
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import type { XiorRequestConfig } from "xior";
import * as axiosClient from "./generated/production-axios/client.js";
import * as client from "./generated/production-fetch/client.js";
import * as kyClient from "./generated/production-ky/client.js";
import * as ng1Client from "./generated/production-ng1/client.js";
import * as ngClient from "./generated/production-ng2/client.js";
import * as xiorClient from "./generated/production-xior/client.js";

// clientDefaults: how often, how long, and what to do about a 401; each optional.
expectType<number | undefined>(client.clientDefaults.maxRetries);
expectType<number | undefined>(client.clientDefaults.timeout);
expectType<(() => boolean | Promise<boolean>) | undefined>(client.clientDefaults.onUnauthorized);
client.clientDefaults.maxRetries = 0;
client.clientDefaults.timeout = 10_000;
client.clientDefaults.onUnauthorized = async () => true;
client.clientDefaults.onUnauthorized = () => false;
expectNotAssignable<client.ClientDefaults["maxRetries"]>("2");
expectNotAssignable<client.ClientDefaults["onUnauthorized"]>(async () => "yes");

// Per call: the same two numbers beside fetch's own options.
expectAssignable<client.CallOptions>({ maxRetries: 0, timeout: 500, signal: AbortSignal.timeout(1) });
expectNotAssignable<client.CallOptions>({ timeout: "1s" });
expectNotAssignable<client.CallOptions>({ onUnauthorized: () => true, maxRetries: "x" });
client.listItems({ maxRetries: 3, timeout: 0 });

// One call's response beside its typed data, whatever the client's response shape.
expectType<Promise<client.APIResponse<string[]>>>(
  client.withResponse((options) => client.listItems(options)),
);
expectType<Promise<client.APIResponse<client.Item>>>(
  client.withResponse((options) => client.getMe(options), { timeout: 1000 }),
);
client.listItems({ onResponse: (response) => expectType<Headers>(response.headers) });
declare const apiError: client.ApiError;
expectType<string | undefined>(apiError.requestId);

// The idempotency key is the operation's own optional header argument; the client makes one when absent.
client.createPayment({ name: "n" });
client.createPayment({ name: "n" }, "key");
expectError(client.createPayment({ name: "n" }, 1));

// A timed-out attempt rejects with a `DOMException` named `TimeoutError`, without a status: one of the
// rejections without an answer (`NoResponseError`), which `status === undefined` tells from a failure answer.
expectAssignable<client.NoResponseError>(new DOMException("No answer in 1 ms", "TimeoutError"));
declare const failure: client.ApiFailure<503, unknown> | client.NoResponseError;
if (failure.status === undefined) {
  expectType<client.NoResponseError>(failure);
  expectType<string>(failure.name);
} else expectType<503>(failure.status);

// axios and xior: `clientDefaults` holds the retries and the refresh; per call, the library's own config and
// `maxRetries`; each attempt's time limit is the library's own `timeout`.
for (const instance of [axiosClient, xiorClient]) {
  expectType<number | undefined>(instance.clientDefaults.maxRetries);
  expectType<(() => boolean | Promise<boolean>) | undefined>(instance.clientDefaults.onUnauthorized);
  instance.clientDefaults.onUnauthorized = async () => true;
  expectNotAssignable<typeof instance.clientDefaults>({ timeout: 5 });
}
expectAssignable<axiosClient.CallConfig>({ maxRetries: 0, timeout: 500, signal: AbortSignal.timeout(1) });
expectAssignable<AxiosRequestConfig>({} as axiosClient.CallConfig);
expectNotAssignable<axiosClient.CallConfig>({ maxRetries: "2" });
expectType<Promise<string[]>>(axiosClient.listItems({ maxRetries: 3, timeout: 0 }));
expectAssignable<xiorClient.CallConfig>({ maxRetries: 0, timeout: 500 });
expectAssignable<XiorRequestConfig>({} as xiorClient.CallConfig);
expectNotAssignable<xiorClient.CallConfig>({ maxRetries: "2" });
expectType<Promise<string[]>>(xiorClient.listItems({ maxRetries: 1 }));

// ky: ky's own name, `retry`, as a number or `{ limit }` (its other fields are typewright's rules, not options),
// per call and in `clientDefaults`; each attempt's limit is ky's own `timeout`.
expectType<kyClient.RetryLimit | undefined>(kyClient.clientDefaults.retry);
kyClient.clientDefaults.retry = 4;
kyClient.clientDefaults.retry = { limit: 1 };
kyClient.clientDefaults.onUnauthorized = () => true;
expectAssignable<kyClient.CallOptions>({ retry: 0, timeout: 500 });
expectAssignable<kyClient.CallOptions>({ retry: { limit: 3 } });
expectNotAssignable<kyClient.CallOptions>({ retry: { limit: 3, statusCodes: [500] } });
expectNotAssignable<kyClient.CallOptions>({ maxRetries: 2 });
expectType<Promise<string[]>>(kyClient.listItems({ retry: 1 }));

// ng2: `clientDefaults` holds the retries, the default time limit (Angular's own `timeout` per attempt) and the
// refresh; per call, Angular's options with `maxRetries`.
expectType<number | undefined>(ngClient.clientDefaults.maxRetries);
expectType<number | undefined>(ngClient.clientDefaults.timeout);
ngClient.clientDefaults.onUnauthorized = async () => true;
expectAssignable<ngClient.HttpCallOptions>({ maxRetries: 0, timeout: 500 });
expectNotAssignable<ngClient.HttpCallOptions>({ maxRetries: "2" });

// ng1: `clientDefaults` beside its base URL; per call, `$http`'s config (its `timeout`, a number or a promise)
// with `maxRetries`.
expectType<number | undefined>(ng1Client.clientDefaults.maxRetries);
ng1Client.clientDefaults.onUnauthorized = () => true;
expectAssignable<ng1Client.HttpCallConfig>({ maxRetries: 0, timeout: 500 });
expectNotAssignable<ng1Client.HttpCallConfig>({ maxRetries: "2" });
