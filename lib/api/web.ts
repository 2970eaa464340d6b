/**
 * The API on the web platform's Request and Response, for the Next route handlers (next dev, and
 * hosts that run Next's own server). Same function, same answers as the node:http front.
 */
import { API_MESSAGES } from './catalogue';
import { readWebBody } from './body';
import { errorAnswer, serialiseBody, type ApiAnswer, type ApiHandler, type ApiRoute } from './handler';
import { failure } from './query';

export async function answerWebRequest(handler: ApiHandler, route: ApiRoute, request: Request): Promise<Response> {
  let answer: ApiAnswer;
  try {
    const url = new URL(request.url);
    answer = await handler({
      route,
      method: request.method,
      query: url.search,
      header: (name) => request.headers.get(name) ?? undefined,
      socketAddress: undefined,
      readBody: (limit) => readWebBody(request, limit),
    });
  } catch (error) {
    console.error('[api] request failed', error);
    answer = errorAnswer(failure('CONVERSION_ERROR', API_MESSAGES.CONVERSION_ERROR));
  }
  const body = request.method === 'HEAD' ? undefined : serialiseBody(answer);
  return new Response(body ?? null, { status: answer.status, headers: answer.headers });
}
