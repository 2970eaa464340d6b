/**
 * The bare node:http servers `npm run bench:api` measures the production front against (bundled by
 * the bench like dist/server.js). Usage: node bare.js <port> api|engine|engine-headers
 *   api     the front's own listener (lib/api's apiFront and handler) with a 404 where Next would be
 *   engine  only the conversion (convertInput): no API function, validation, limits or headers (the
 *           floor any server adds to; `bare-conversion` in the bench's table)
 *   engine-headers  the same conversion answered with every header the production front sends
 *           (taken once, at start, from the real API function and the front's fields): what those
 *           bytes cost the server and the client on the same machine, apart from the API function
 */
import { createServer, type ServerResponse } from 'node:http';
import { apiFront } from '@/lib/api/node';
import { OWN_ANSWER_FIELDS } from '@/lib/server/security-headers';
import { handleApiRequest } from '@/lib/api/service';
import { convertInput } from '@/lib/units';

const [portText = '0', mode = 'api'] = process.argv.slice(2);

/** The headers production sends with a conversion's answer, but its length (written per answer). */
async function productionFields(): Promise<string[]> {
  const answer = await handleApiRequest({
    route: 'convert',
    method: 'GET',
    query: 'category=length&from=cm&to=in&value=100',
    header: () => undefined,
    socketAddress: '127.0.0.1',
  });
  const own = Object.entries(answer.headers).flat();
  return [...OWN_ANSWER_FIELDS.http, 'X-Request-Id', '00000000-0000-4000-8000-000000000000', ...own];
}

const fields = mode === 'engine-headers' ? await productionFields() : undefined;

function answerWithConversion(url: string, response: ServerResponse): void {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const answer = convertInput({
    category: query.get('category') ?? '',
    from: query.get('from'),
    to: query.get('to'),
    input: query.get('value') ?? '',
  });
  const body = JSON.stringify(answer);
  const length = Buffer.byteLength(body);
  if (fields === undefined) response.writeHead(answer.ok ? 200 : 400, { 'Content-Type': 'application/json', 'Content-Length': length });
  else response.writeHead(answer.ok ? 200 : 400, [...fields, 'Content-Length', String(length)]);
  response.end(body);
}

const server =
  mode === 'engine' || mode === 'engine-headers'
    ? createServer((request, response) => answerWithConversion(request.url ?? '', response))
    : createServer(
        apiFront(handleApiRequest, (_request, response) => {
          response.writeHead(404);
          response.end();
        }),
      );

server.listen(Number(portText), '127.0.0.1', () => console.log(`bare ${mode} server ready`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
