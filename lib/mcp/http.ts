/**
 * /api/mcp: a stateless MCP server over Streamable HTTP (JSON answers, no sessions), a fresh
 * server and transport per request as the SDK's stateless mode wants, answering any origin.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { MAX_BATCH_BYTES } from '@/lib/api/catalogue';
import { readWebBody } from '@/lib/api/body';
import { API_VERSION } from '@/lib/api/openapi';
import { registerTools, type McpToolContext } from './tools';

export { MCP_PATH } from './tool-names';
const MCP_SERVER_NAME = 'unitly';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, X-API-Key, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version',
  'Access-Control-Max-Age': '86400',
} as const;

function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function jsonRpcError(status: number, code: number, message: string): Response {
  return withCors(Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status }));
}

/** Answers one MCP HTTP request; the context gives the tools the API, the budget and the caller. */
export async function answerMcpRequest(request: Request, context: McpToolContext): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  // The body is read here, up to the batch limit, so no request can make the server buffer more.
  let parsedBody: unknown;
  if (request.method === 'POST') {
    const body = await readWebBody(request, MAX_BATCH_BYTES);
    if (!body.ok) return jsonRpcError(413, -32600, `The body must be at most ${MAX_BATCH_BYTES} bytes`);
    try {
      parsedBody = JSON.parse(body.text);
    } catch {
      return jsonRpcError(400, -32700, 'Parse error: the body is not valid JSON');
    }
  }
  const server = new McpServer({ name: MCP_SERVER_NAME, version: API_VERSION }, { capabilities: { tools: {} } });
  registerTools(server, context);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request, { parsedBody });
    return withCors(response);
  } finally {
    void transport.close();
    void server.close();
  }
}
