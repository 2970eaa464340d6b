/**
 * Reading a request body up to a byte limit, on node:http and on web Requests. Reading stops at the
 * limit: a larger body is never buffered beyond it (a declared Content-Length over the limit is
 * refused before anything is read).
 */
import type { IncomingMessage } from 'node:http';

export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly tooLarge: true };

const TOO_LARGE = { ok: false, tooLarge: true } as const;

function declaredTooLarge(contentLength: string | null | undefined, limit: number): boolean {
  if (contentLength === null || contentLength === undefined) return false;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > limit;
}

function decode(chunks: readonly Uint8Array[]): string {
  return Buffer.concat(chunks).toString('utf8');
}

/** A node:http request body; past the limit the stream is left unread (the answer closes the connection). */
export function readNodeBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  if (declaredTooLarge(request.headers['content-length'], limit)) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        resolve(TOO_LARGE);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve({ ok: true, text: decode(chunks) });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/** A web Request body; past the limit the stream is cancelled. */
export async function readWebBody(request: Request, limit: number): Promise<BodyRead> {
  if (declaredTooLarge(request.headers.get('content-length'), limit)) return TOO_LARGE;
  if (request.body === null) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { ok: true, text: decode(chunks) };
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
}
