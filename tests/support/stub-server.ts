/**
 * What the local stand-ins for outside services (Open Food Facts, the rates feed, somebody's blog)
 * share: a node:http server on 127.0.0.1, delayed answers that closing cancels, and running a stub
 * file on its own from the command line (Playwright's webServer).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Runs `answer` after `ms`, unless the server is closed first. */
export type Later = (ms: number, answer: () => void) => void;

export type StubHandler = (request: IncomingMessage, response: ServerResponse, later: Later) => void;

export interface StubServer {
  /** `http://127.0.0.1:{port}`, the port bound (a free one for port 0). */
  readonly url: string;
  close(): Promise<void>;
}

export function startStubServer(port: number, handle: StubHandler): Promise<StubServer> {
  const pendingTimers = new Set<NodeJS.Timeout>();
  const later: Later = (ms, answer) => {
    const timer = setTimeout(() => {
      pendingTimers.delete(timer);
      answer();
    }, ms);
    pendingTimers.add(timer);
  };
  const server = createServer((request, response) => handle(request, response, later));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: boundPort } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${boundPort}`,
        close: () =>
          new Promise<void>((done) => {
            for (const timer of pendingTimers) clearTimeout(timer);
            pendingTimers.clear();
            // Slow answers may still hold sockets open; close() would wait for them.
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * When the stub file is the process's entry (`npx tsx tests/support/rates-stub.ts 4010`), starts it on
 * the port given (or `defaultPort`) until SIGINT or SIGTERM.
 */
export async function serveWhenMain<Stub extends { close(): Promise<void> }>(
  moduleUrl: string,
  defaultPort: number,
  start: (port: number) => Promise<Stub>,
  describe: (stub: Stub) => string,
): Promise<void> {
  if (process.argv[1] === undefined || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const stub = await start(Number(process.argv[2] ?? defaultPort));
  console.log(describe(stub));
  const stop = () => void stub.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
