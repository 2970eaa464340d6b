/**
 * The one way the site asks for JSON, on the server and in the browser (plain `fetch`):
 * - `requestJson` returns its failures as data, with an optional time-out: the rates feed, Open
 *   Food Facts and the browser's food search each decide what a failure means to them;
 * - `fetchJson` is the same request as swr's fetcher: it throws, a non-2xx answer as FetchError.
 *
 * The time-out covers the whole answer, body included: a server that sends headers and then
 * stalls is as slow as one that never answers.
 */

/** `fetch` as the callers use it; tests pass a stub. */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** An HTTP answer that was not 2xx; its message reads "{status}: {body}". */
export class FetchError extends Error {
  readonly status: number;
  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'FetchError';
    this.status = status;
  }
}

/** How a request can fail, in the order they can happen. */
type RequestFailureKind = 'ABORTED' | 'TIMEOUT' | 'NETWORK' | 'HTTP_STATUS' | 'MALFORMED_JSON';

interface RequestFailure {
  readonly ok: false;
  /**
   * ABORTED: the caller's signal cancelled it (`cause` is its reason); TIMEOUT: no whole answer
   * within `timeoutMs`; NETWORK: no answer at all; HTTP_STATUS: a non-2xx status (`status`, the only
   * kind that carries one, and `cause`, the body's text or else the status text);
   * MALFORMED_JSON: a 2xx answer whose body is not JSON.
   */
  readonly kind: RequestFailureKind;
  readonly status?: number;
  readonly cause?: unknown;
}

interface RequestSuccess {
  readonly ok: true;
  readonly status: number;
  /** The parsed body, unchecked: the caller validates it against its own contract. */
  readonly body: unknown;
}

export type RequestOutcome = RequestSuccess | RequestFailure;

export interface RequestJsonOptions {
  /** Without one, the request waits as long as `fetch` does. */
  readonly timeoutMs?: number;
  readonly fetch?: FetchFunction;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly credentials?: RequestCredentials;
  /** Sent as JSON, with its Content-Type. */
  readonly json?: unknown;
  /** Lets the caller cancel (a newer search, an unmounted page). */
  readonly signal?: AbortSignal;
}

/** Asks `url` for JSON; never rejects (a failure is an outcome), except for a bug in `fetch` itself. */
export async function requestJson(url: string, options: RequestJsonOptions = {}): Promise<RequestOutcome> {
  const { signal, timeoutMs } = options;
  if (signal?.aborted) return { ok: false, kind: 'ABORTED', cause: signal.reason };

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });

  // After an abort, the reason for it wins over whatever the fetch reports.
  const failure = (kind: RequestFailureKind, cause: unknown): RequestFailure => {
    if (timedOut) return { ok: false, kind: 'TIMEOUT', cause };
    if (signal?.aborted) return { ok: false, kind: 'ABORTED', cause: signal.reason };
    return { ok: false, kind, cause };
  };

  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: options.method ?? 'GET',
        headers: {
          Accept: 'application/json',
          ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
        ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: controller.signal,
      });
    } catch (error) {
      return failure('NETWORK', error);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      return { ok: false, kind: 'HTTP_STATUS', status: response.status, cause: text || response.statusText };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return failure('NETWORK', error);
    }
    try {
      return { ok: true, status: response.status, body: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, kind: 'MALFORMED_JSON', cause: error };
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * The fetcher of every swr query (components/fetch/fetch-once.ts): GET with credentials, the body
 * parsed as JSON. A non-2xx answer throws FetchError with the body's text, or the status text when
 * the body is empty; any other failure throws its cause (the network's error, the JSON's).
 */
export async function fetchJson<T = unknown>(url: string, options: Omit<RequestJsonOptions, 'json'> = {}): Promise<T> {
  const outcome = await requestJson(url, { credentials: 'include', ...options });
  if (outcome.ok) return outcome.body as T;
  if (outcome.kind === 'HTTP_STATUS') throw new FetchError(outcome.status ?? 0, String(outcome.cause));
  throw outcome.cause;
}
