// GET /api/status → {enabled}: a thin wrapper over lib/api (see app/api/convert/route.ts).
import { handleApiRequest } from '@/lib/api/service';
import { answerWebRequest } from '@/lib/api/web';

export const dynamic = 'force-dynamic';

function answer(request: Request): Promise<Response> {
  return answerWebRequest(handleApiRequest, 'status', request);
}

export { answer as DELETE, answer as GET, answer as HEAD, answer as OPTIONS, answer as PATCH, answer as POST, answer as PUT };
