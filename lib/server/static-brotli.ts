/**
 * Next's hashed scripts and styles sent with brotli to visitors who accept it. `next start` and
 * Next's request handler only gzip them; brotli at its top level makes them about 15% smaller, and on
 * a phone's connection the page goes live once its scripts have arrived. The files are compressed
 * once per build (scripts/build-static-br.ts) into BROTLI_DIR beside Next's output, the way a front's
 * `brotli_static` would read them; anything else, or a visitor without brotli, is Next's to answer.
 *
 * What is served is chosen at start from the build's own files: a request can only name one of
 * them, so nothing it invents is looked up on disk or kept.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { preferredEncoding } from './accept-encoding';
import { COMMON_HEADERS, HSTS, nonHtmlPolicy } from './security-headers';

/** Where the build keeps the compressed copies, relative to Next's output folder (`.next`). */
export const BROTLI_DIR = 'static-br';
const PREFIX = '/_next/static/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};

/** The file extensions worth compressing: what Next writes under `static/` as text. */
export const COMPRESSED_EXTENSIONS = Object.keys(CONTENT_TYPES);

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir: string, base = ''): string[] {
  let entries;
  try {
    entries = readdirSync(join(dir, base), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = base === '' ? entry.name : `${base}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

export interface StaticBrotli {
  /** Answers a GET or HEAD of one of the build's compressed files for a visitor who accepts brotli; true when it did. */
  answer(request: IncomingMessage, response: ServerResponse, path: string, https: boolean): boolean;
}

/** Reads the build's compressed copies (`<next dir>/static-br`) into memory once: their size is fixed by the build. */
export function createStaticBrotli(nextDir: string): StaticBrotli {
  const root = join(nextDir, BROTLI_DIR);
  const bodies = new Map<string, Buffer>();
  for (const file of filesUnder(root)) {
    if (!file.endsWith('.br')) continue;
    const name = file.slice(0, -'.br'.length);
    if (CONTENT_TYPES[extensionOf(name)] !== undefined) bodies.set(PREFIX + name, readFileSync(join(root, file)));
  }
  return {
    answer(request, response, path, https) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const body = bodies.get(path);
      if (body === undefined || preferredEncoding(request.headers['accept-encoding']) !== 'br') return false;
      const fields = [
        ...Object.entries(COMMON_HEADERS).flat(),
        'Content-Security-Policy',
        nonHtmlPolicy(path),
        ...(https ? ['Strict-Transport-Security', HSTS] : []),
        'Content-Type',
        CONTENT_TYPES[extensionOf(path)]!,
        'Content-Encoding',
        'br',
        'Content-Length',
        String(body.length),
        'Cache-Control',
        IMMUTABLE,
        'Vary',
        'Accept-Encoding',
      ];
      response.writeHead(200, fields);
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
