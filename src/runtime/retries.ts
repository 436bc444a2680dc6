/**
 * When a call is sent again, after how long, and how long one attempt may take: spliced into every client
 * after request-parts.ts (imports are dropped when spliced), and left out of a client whose sender names none
 * of it, since each of its declarations is module-private (plan-runtime.ts).
 *
 * A call is sent again after a connection error, a timed-out attempt, or an answer that a later attempt may
 * change (`408`, `429`, `502`, `503`, `504`), but only where sending it twice does what sending it once does:
 * a method idempotent by HTTP, or a call that carries an idempotency key; and never with a body that can be
 * read once (a stream). Every template's sender hands its one attempt to {@link sendWithRetries}.
 */
import type { RequestDescriptor } from "./request-parts.js";

/** Answers after which a later attempt may succeed: a timeout, a rate limit, a gateway's or an overloaded server's. */
const RETRIED_STATUSES = [408, 429, 502, 503, 504];

/** Methods idempotent by HTTP (RFC 9110, and QUERY): sending one twice does what sending it once does. */
const IDEMPOTENT_METHODS = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "QUERY"];

/** The longest wait a server may ask for (`Retry-After`, `RateLimit-Reset`); past it the call fails at once. */
const LONGEST_ASKED_WAIT = 60_000;

/** Backoff: the first retry waits up to half a second, each next one up to twice as long, at most 8 s. */
const FIRST_BACKOFF = 500;
const LONGEST_BACKOFF = 8_000;

/** Below this a `X-RateLimit-Reset` is seconds from now; above, seconds since 1970 (GitHub's). */
const RESET_EPOCH_SECONDS = 1e9;

/**
 * A key for one call of an operation that declares an idempotency key, made where the call's descriptor is
 * (named there, so only a client with such an operation carries it) and sent with its headers
 * (`requestHeaders`), the same on every attempt: a random UUID, or where `randomUUID` is missing (it exists
 * only in secure contexts: not on a page served over http) 32 random hex digits.
 */
export function newIdempotencyKey(): string {
  return (
    crypto.randomUUID?.() ??
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte + 256).toString(16).slice(1)).join(
      "",
    )
  );
}

/**
 * Whether the call may be sent again after an answer a retry may change: an idempotent method, or an
 * idempotency key. (A body that can be read once is never sent again, whatever the method: see the sender.)
 */
function isIdempotent(request: RequestDescriptor): boolean {
  return IDEMPOTENT_METHODS.includes(request.method) || request.idempotencyKey !== undefined;
}

/**
 * How long to wait before retrying after `answer`, or `undefined` where no retry may follow: a status a retry
 * would not change, or a server that asks for a longer wait than {@link LONGEST_ASKED_WAIT}. The server's `Retry-After` (seconds, or a date: counted from the
 * answer's `Date`) wins; with `429`, then `RateLimit-Reset` or `X-RateLimit-Reset` (seconds, or seconds since
 * 1970, likewise); otherwise {@link retryBackoff}.
 */
function retryDelay(retry: number, { status, header }: AttemptAnswer): number | undefined {
  if (!RETRIED_STATUSES.includes(status)) return undefined;
  const retryAfter = header?.("retry-after");
  const text =
    retryAfter || (status === 429 ? header?.("ratelimit-reset") || header?.("x-ratelimit-reset") : "");
  if (!text) return retryBackoff(retry);
  const seconds = Number(text);
  // A moment is counted from the answer's own `Date`, the server's clock, which the moment was set by: no
  // skew of the client's clock moves it.
  const sent = Date.parse(header?.("date") ?? "");
  const wait = Number.isNaN(seconds)
    ? Date.parse(text) - sent
    : seconds * 1000 - (retryAfter || seconds < RESET_EPOCH_SECONDS ? 0 : sent);
  // A date or a number that cannot be read, or a moment without the answer's `Date`, asks for nothing.
  if (Number.isNaN(wait)) return retryBackoff(retry);
  // A moment already past is no wait (see retryPause).
  return wait <= LONGEST_ASKED_WAIT ? wait : undefined;
}

/** Exponential backoff with full jitter: a random wait up to twice the last one's bound. */
function retryBackoff(retry: number): number {
  return Math.random() * Math.min(LONGEST_BACKOFF, FIRST_BACKOFF * 2 ** retry);
}

/**
 * Resolves after `milliseconds` (at once where it is not above 0), or rejects at once with the signal's reason
 * when it aborts.
 */
async function retryPause(milliseconds: number, signal: AbortSignal | null | undefined): Promise<void> {
  if (milliseconds > 0) {
    // A wait is an attempt that sends nothing: its time-out ends it, or the caller's signal.
    const wait = startRetryAttempt(signal, milliseconds);
    if (!wait.signal.aborted)
      // A signal aborts once: its listener needs no `once`.
      await new Promise((resolve) => wait.signal.addEventListener("abort", resolve));
    wait.end(true);
  }
  if (signal?.aborted) throw signal.reason;
}

/** One attempt's signal, and how to let go of it. */
interface RetryAttempt {
  /** Aborted with the caller's reason when the caller's signal aborts, or with a `TimeoutError` after the timeout. */
  signal: AbortSignal;
  /** Stops the timeout; `unlink` also lets go of the caller's signal (not while a streamed body is read). */
  end(unlink: boolean): void;
}

/**
 * An attempt's signal: the caller's, with a timeout of its own (`0`: none). A timed-out attempt is aborted
 * with a `DOMException` named `TimeoutError`, as `AbortSignal.timeout` aborts (not that signal itself: its
 * timer cannot be stopped once a streamed answer's headers are in).
 */
function startRetryAttempt(signal: AbortSignal | null | undefined, timeout: number): RetryAttempt {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener("abort", abort);
  const timer =
    timeout > 0
      ? setTimeout(
          () => controller.abort(new DOMException(`No answer in ${timeout} ms`, "TimeoutError")),
          timeout,
        )
      : undefined;
  return {
    signal: controller.signal,
    end: (unlink) => {
      clearTimeout(timer);
      if (unlink) signal?.removeEventListener("abort", abort);
    },
  };
}

/**
 * What a failed attempt says to the loop: the answer's status (`0`: none came, the connection failed) and
 * headers.
 */
export interface AttemptAnswer {
  status: number;
  header?: (name: string) => string | null | undefined;
}

/** A failure without an answer that a later attempt may not meet: a connection error. */
export const NO_ANSWER: AttemptAnswer = { status: 0 };

/** How one call is sent and sent again: each template reads these from its own options. */
export interface RetryRules {
  /** How often the call may be sent again, where that is safe. */
  maxRetries: number;
  /** Milliseconds one attempt may take (`0`: no limit of ours, as where the library times attempts out). */
  timeout: number;
  /** The caller's: ends the attempts and the waits between them. */
  signal: AbortSignal | null | undefined;
  /** Resolves `true` once the credentials are refreshed after a `401`. */
  onUnauthorized: (() => boolean | Promise<boolean>) | undefined;
  /** `false` for a body that can be read once (a stream): the call is sent once. */
  resendable: boolean;
}

/**
 * The last call of `onUnauthorized`, running or done: a call answered `401` that was sent before it began
 * waits for it (and is sent once more if it resolves `true`) rather than calling `onUnauthorized` again, so
 * concurrent `401`s share one refresh.
 */
let lastRefresh: Promise<boolean> | undefined;

/**
 * Sends `attempt` (given the request, its credentials applied anew after a refresh, and the attempt's signal)
 * until it resolves, or rejects with its last failure where {@link RetryRules} allow no further attempt.
 * `answerOf` reads a failure: the answer it carries, {@link NO_ANSWER} for a connection error, or `undefined`
 * for a failure a retry would not change (a body that cannot be decoded, a URL that cannot be sent).
 */
export async function sendWithRetries<T>(
  descriptor: RequestDescriptor,
  rules: RetryRules,
  attempt: (request: RequestDescriptor, signal: AbortSignal) => Promise<T>,
  answerOf: (failure: unknown) => AttemptAnswer | undefined,
): Promise<T> {
  const { signal, resendable, onUnauthorized } = rules;
  const maxRetries = resendable && isIdempotent(descriptor) ? rules.maxRetries : 0;
  let request = descriptor;
  let reauthorized = false;
  for (let retry = 0; ; retry++) {
    const refreshBefore = lastRefresh;
    const started = startRetryAttempt(signal, rules.timeout);
    let failure: unknown;
    try {
      const result = await attempt(request, started.signal);
      // A streamed answer is read after this: the caller's signal still ends it.
      started.end(!request.streamsBody);
      return result;
    } catch (error) {
      started.end(true);
      if (signal?.aborted) throw error;
      failure = started.signal.aborted ? started.signal.reason : error;
    }
    // A timed-out attempt is one without an answer.
    const answer = failure === started.signal.reason ? NO_ANSWER : answerOf(failure);
    if (answer?.status === 401 && onUnauthorized && !reauthorized && resendable) {
      reauthorized = true;
      if (lastRefresh === refreshBefore) lastRefresh = Promise.resolve().then(onUnauthorized);
      if (await lastRefresh) {
        request = ((await request.reauthorize?.()) as RequestDescriptor | undefined) ?? request;
        retry--;
        continue;
      }
    }
    const delay = answer?.status ? retryDelay(retry, answer) : answer && retryBackoff(retry);
    if (retry >= maxRetries || delay === undefined) throw failure;
    await retryPause(delay, signal);
  }
}
