/**
 * The node:http front over real sockets: which requests it answers itself, and that hostile
 * requests get a 4xx (never a 5xx or a hung connection).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFront, apiRouteOf } from '@/lib/api';
import { testHandler } from './support';

let server: Server;
let port: number;

beforeAll(async () => {
  const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '3' });
  server = createServer(
    apiFront(handler, (request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end(`fallback ${request.url}`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function send(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('request hung')));
    req.on('error', reject);
    req.end();
  });
}

describe('apiRouteOf', () => {
  it('claims exactly /api/convert and /api/status, with or without a query', () => {
    expect(apiRouteOf('/api/convert')).toBe('convert');
    expect(apiRouteOf('/api/convert?category=length')).toBe('convert');
    expect(apiRouteOf('/api/status?')).toBe('status');
  });

  it('leaves every other path to Next', () => {
    for (const url of [
      '/api',
      '/api/convert/',
      '/api/convertx',
      '/de/api/convert',
      '/api/currency-rates',
      '/API/convert',
      '//api/convert',
      undefined,
    ]) {
      expect(apiRouteOf(url)).toBeUndefined();
    }
  });
});

describe('the front', () => {
  it('answers the API itself and hands other requests on', async () => {
    const status = await send('/api/status');
    expect(status.status).toBe(200);
    expect(JSON.parse(status.body)).toEqual({ enabled: true });
    expect(status.headers['content-length']).toBe(String(Buffer.byteLength(status.body)));
    const page = await send('/api');
    expect(page.body).toBe('fallback /api');
  });

  it('refuses hostile requests with a 4xx and never hangs', async () => {
    const hostile = [
      `/api/convert?category=length&from=cm&to=in&value=${'9'.repeat(10_000)}`,
      '/api/convert?category=length&category=weight&from=kg&to=lb&value=1',
      '/api/convert?category=%E0%A4%A&from=%&to=%zz&value=%00',
    ];
    for (const path of hostile) {
      const response = await send(path, { headers: { 'X-Forwarded-For': `198.51.100.${hostile.indexOf(path)}` } });
      expect(response.status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status, path.slice(0, 60)).toBeLessThan(500);
      expect(JSON.parse(response.body)).toMatchObject({ ok: false });
    }
    // Node itself refuses a request line beyond its 16 kB header limit, also with a 4xx.
    const huge = await send(`/api/convert?value=${'9'.repeat(20_000)}`);
    expect(huge.status).toBe(431);
  });

  it('counts callers by their socket, not by an X-Forwarded-For they write themselves', async () => {
    // Three requests were counted above from 127.0.0.1, each with a different forged address.
    const response = await send('/api/convert?category=length&from=cm&to=in&value=1', {
      headers: { 'X-Forwarded-For': '203.0.113.99' },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('answers HEAD with headers only and OPTIONS with a preflight', async () => {
    const head = await send('/api/status', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const preflight = await send('/api/convert', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers other methods with 405 and Allow', async () => {
    const response = await send('/api/convert', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  });
});
