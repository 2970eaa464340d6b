/**
 * Whole static answers kept by the front (lib/server/answer-cache, through secureResponse): a page
 * Next marked static is sent again from memory, bytes and headers as they left, until it expires;
 * never to a request that could have chosen another answer (locale cookie, language, host, Vary'd
 * headers), never for conditional requests or answers Next did not mark static.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANSWER_TTL_MS, createAnswerCache } from '@/lib/server/answer-cache';
import { createPageCache } from '@/lib/server/page-cache';
import { secureResponse } from '@/lib/server/secure-response';

let server: Server;
let port: number;
/** Requests that reached "Next". */
let rendered: string[];
let clock: number;

beforeAll(async () => {
  const pages = createPageCache('build-1', 1_000_000);
  const answers = createAnswerCache('build-1', 1_000_000, () => clock);
  server = createServer((request, response) => {
    if (secureResponse(request, response, 0, { pages, answers })) return;
    rendered.push(request.url ?? '');
    const isStatic = !request.url?.startsWith('/dynamic');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Vary', 'rsc');
    response.setHeader('Cache-Control', isStatic ? 's-maxage=31536000' : 'private, no-store');
    if (isStatic) response.setHeader('x-nextjs-cache', 'MISS');
    response.end(`<html><script>run()</script>${'page '.repeat(400)}${request.url} ${rendered.length}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  rendered = [];
  clock = 0;
});

let unique = 0;
/** A path no earlier test asked for. */
const fresh = (prefix = '/page') => `${prefix}-${(unique += 1)}`;

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the answer cache', () => {
  it('sends a static page again from memory, the same bytes and security headers, as a cache hit', async () => {
    const path = fresh();
    const first = await get(path);
    const again = await get(path);
    expect(rendered).toEqual([path]);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['content-security-policy']).toContain("'sha256-");
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-nextjs-cache']).toBe('MISS');
    expect(again.headers['x-nextjs-cache']).toBe('HIT');
  });

  it('asks Next again once the answer has been kept for its time', async () => {
    const path = fresh();
    await get(path);
    clock += ANSWER_TTL_MS;
    await get(path);
    expect(rendered).toEqual([path, path]);
  });

  it('never answers a request that could have chosen another answer with the kept one', async () => {
    const path = fresh();
    await get(path);
    await get(path, { cookie: 'NEXT_LOCALE=de' });
    await get(path, { 'accept-language': 'fr' });
    await get(path, { host: 'other.example' });
    await get(path, { rsc: '1' });
    await get(path, { 'accept-encoding': 'gzip' });
    expect(rendered).toHaveLength(6);
  });

  it('leaves conditional requests and pages rendered for one request to Next', async () => {
    const path = fresh();
    await get(path);
    await get(path, { 'if-none-match': '"x"' });
    const dynamic = fresh('/dynamic');
    await get(dynamic);
    await get(dynamic);
    expect(rendered).toEqual([path, path, dynamic, dynamic]);
  });
});
