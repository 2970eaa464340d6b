import { startStubServer } from './stub-server';

/**
 * A stand-in for somebody else's website: a node:http server on a free local port (so another
 * origin than the site's) that serves the pages a test gives it, as a blog would after pasting a
 * snippet.
 */
export async function startHostServer() {
  const pages = new Map<string, string>();
  const server = await startStubServer(0, (request, response) => {
    const html = pages.get(new URL(request.url ?? '/', 'http://host').pathname);
    response.writeHead(html === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html ?? 'Not found');
  });
  const origin = server.url;
  return {
    origin,
    /** Serves `body` in a minimal page at `path`; returns its URL. */
    page(path: string, body: string, lang = 'en'): string {
      pages.set(
        path,
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>A blog</title></head><body>${body}</body></html>`,
      );
      return origin + path;
    },
    close: server.close,
  };
}
