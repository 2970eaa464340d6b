/** An HTTP answer that was not 2xx; its message reads "{status}: {body}". */
export class FetchError extends Error {
  readonly status: number;
  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'FetchError';
    this.status = status;
  }
}

/**
 * The shared JSON fetcher of every client query (with SWR, components/fetch/fetch-once.ts): GET with
 * credentials, body parsed as JSON. A non-OK response throws FetchError with the body text, or the
 * status text when the body is empty.
 */
export async function fetchJson<T = unknown>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new FetchError(response.status, text || response.statusText);
  }
  return (await response.json()) as T;
}
