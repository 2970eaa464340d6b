/**
 * The build's scripts and styles in brotli (lib/server/static-brotli): sent compressed, with the
 * headers Next gives them, to a visitor who accepts brotli; anything else is left to Next.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_DIR, createStaticBrotli } from '@/lib/server/static-brotli';

const script = 'console.log("a chunk of the build");'.repeat(20);
let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-br-'));
  mkdirSync(join(dir, BROTLI_DIR, 'chunks'), { recursive: true });
  writeFileSync(join(dir, BROTLI_DIR, 'chunks', 'page.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, BROTLI_DIR, 'chunks', 'notes.txt.br'), brotliCompressSync('not a script'));
  const brotli = createStaticBrotli(dir);
  server = createServer((incoming, response) => {
    const path = incoming.url!.split('?', 1)[0]!;
    if (brotli.answer(incoming, response, path, incoming.headers['x-https'] === '1')) return;
    response.writeHead(299).end('left to Next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(parts) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('createStaticBrotli', () => {
  it('sends a build script compressed with brotli to a visitor who accepts it', async () => {
    const answer = await get('/_next/static/chunks/page.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('adds HSTS over HTTPS and sends no body to a HEAD request', async () => {
    const answer = await get('/_next/static/chunks/page.js', { 'Accept-Encoding': 'br', 'X-Https': '1' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(answer.body).toHaveLength(0);
  });

  it('leaves a visitor without brotli, or who refuses it, to Next', async () => {
    expect((await get('/_next/static/chunks/page.js', { 'Accept-Encoding': 'gzip' })).status).toBe(299);
    expect((await get('/_next/static/chunks/page.js', { 'Accept-Encoding': 'gzip, br;q=0' })).status).toBe(299);
    expect((await get('/_next/static/chunks/page.js', {})).status).toBe(299);
  });

  it('answers only the build’s own scripts and styles, to GET and HEAD', async () => {
    const br = { 'Accept-Encoding': 'br' };
    expect((await get('/_next/static/chunks/other.js', br)).status).toBe(299);
    expect((await get('/_next/static/chunks/notes.txt', br)).status).toBe(299);
    expect((await get('/_next/static/chunks/../chunks/page.js', br)).status).toBe(299);
    expect((await get('/static-br/chunks/page.js.br', br)).status).toBe(299);
    expect((await get('/_next/static/chunks/page.js', br, 'POST')).status).toBe(299);
  });
});
