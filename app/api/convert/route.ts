// GET /api/convert: a thin wrapper over lib/api. In production the node:http front (server.ts)
// answers this path before Next sees it; this handler serves `next dev` and hosts that run Next's
// own server, with the same function and so the same answers.
import { handleApiRequest } from '@/lib/api/service';
import { answerWebRequest } from '@/lib/api/web';

export const dynamic = 'force-dynamic';

function answer(request: Request): Promise<Response> {
  return answerWebRequest(handleApiRequest, 'convert', request);
}

// Every method goes to the one function, which answers OPTIONS, GET and HEAD and 405s the rest.
export { answer as DELETE, answer as GET, answer as HEAD, answer as OPTIONS, answer as PATCH, answer as POST, answer as PUT };
