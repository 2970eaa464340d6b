/**
 * writeAnswer with the front's fields (the production front's security headers and request id):
 * every header once, in one writeHead, the answer's own value where both set one.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeAnswer } from '@/lib/api';

let server: Server;
let port: number;
const FRONT = ['X-Frame-Options', 'DENY', 'X-Content-Type-Options', 'front-value', 'X-Request-Id', 'abc12345'];

beforeAll(async () => {
  server = createServer((request, response) =>
    writeAnswer(
      request,
      response,
      { status: 200, headers: { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' }, body: { enabled: true } },
      FRONT,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function rawHeaders(): Promise<{ names: string[]; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/status' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          names: res.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          headers: res.headers,
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

it('sends the front’s fields and the answer’s headers, each once, the answer’s value winning', async () => {
  const { names, headers, body } = await rawHeaders();
  expect(new Set(names).size).toBe(names.length);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-request-id']).toBe('abc12345');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
  expect(JSON.parse(body)).toEqual({ enabled: true });
});
