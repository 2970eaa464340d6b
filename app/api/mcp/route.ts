// /api/mcp: a thin wrapper over lib/mcp. In production the node:http front (server.ts) answers this
// path itself, so MCP calls share the API's fair-use budget; this handler serves `next dev` and hosts
// that run Next's own server, with the same function.
import { answerProcessMcpRequest } from '@/lib/mcp/service';

export const dynamic = 'force-dynamic';

function answer(request: Request): Promise<Response> {
  return answerProcessMcpRequest(request, { header: (name) => request.headers.get(name) ?? undefined, socketAddress: undefined });
}

export { answer as DELETE, answer as GET, answer as OPTIONS, answer as POST };
