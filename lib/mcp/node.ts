/** /api/mcp on node:http (the production front): the request as a web Request, the answer written back. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { CallerRequest } from '@/lib/api/handler';
import { MCP_PATH } from './tool-names';

function webRequestOf(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? MCP_PATH}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function callerOf(request: IncomingMessage): CallerRequest {
  return {
    header: (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    socketAddress: request.socket.remoteAddress,
  };
}

/** Answers one MCP request on node:http; never rejects. */
export async function answerMcpNodeRequest(
  answer: (request: Request, caller: CallerRequest) => Promise<Response>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    const web = await answer(webRequestOf(request), callerOf(request));
    const body = web.body === null ? undefined : Buffer.from(await web.arrayBuffer());
    const headers: Record<string, string> = {};
    web.headers.forEach((value, name) => (headers[name] = value));
    if (body !== undefined) headers['content-length'] = String(body.length);
    response.writeHead(web.status, headers);
    response.end(body);
  } catch (error) {
    console.error('[mcp] request failed', error);
    if (!response.headersSent) {
      response.writeHead(500, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
    }
  }
}
