/**
 * The batch on the node:http front over real sockets: a body over the limit is refused without
 * being read to its end, whether or not it declares its length.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFront, MAX_BATCH_BYTES } from '@/lib/api';
import { testHandler } from './support';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(
    apiFront(testHandler(), (_request, response) => {
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** POSTs `chunks` one after another (chunked unless `length` is given) and collects the answer. */
function post(chunks: readonly string[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/convert', method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('request hung')));
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    const write = (index: number): void => {
      if (index === chunks.length) return void req.end();
      sent += chunks[index]!.length;
      if (req.write(chunks[index]!)) setImmediate(() => write(index + 1));
      else req.once('drain', () => write(index + 1));
    };
    write(0);
  });
}

describe('the front answers batches', () => {
  it('converts a batch sent in pieces', async () => {
    const body = JSON.stringify({ items: [{ category: 'length', from: 'm', to: 'cm', value: 2 }] });
    const answer = await post([body.slice(0, 10), body.slice(10)]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, results: [{ ok: true, result: 200 }] });
  });

  it('refuses a declared length over 256 KB before reading it', async () => {
    const answer = await post(['{"items":['], { 'Content-Length': String(MAX_BATCH_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('stops reading a chunked body at 256 KB and answers 413', async () => {
    const chunk = ' '.repeat(64 * 1024);
    const answer = await post(['{"items":[', ...Array.from({ length: 64 }, () => chunk)]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: 'PAYLOAD_TOO_LARGE' });
  });
});
