/**
 * The bare node:http servers `npm run bench:api` measures the production front against (bundled by
 * the bench like dist/server.js). Usage: node bare.js <port> api|engine
 *   api     the front's own listener (lib/api's apiFront and handler) with a 404 where Next would be
 *   engine  only the conversion (convertInput): no API function, validation, limits or headers (the
 *           floor any server adds to; `bare-conversion` in the bench's table)
 */
import { createServer } from 'node:http';
import { apiFront } from '@/lib/api/node';
import { handleApiRequest } from '@/lib/api/service';
import { convertInput } from '@/lib/units';

const [portText = '0', mode = 'api'] = process.argv.slice(2);

const server =
  mode === 'engine'
    ? createServer((request, response) => {
        const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
        const answer = convertInput({
          category: query.get('category') ?? '',
          from: query.get('from'),
          to: query.get('to'),
          input: query.get('value') ?? '',
        });
        const body = JSON.stringify(answer);
        response.writeHead(answer.ok ? 200 : 400, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
        response.end(body);
      })
    : createServer(
        apiFront(handleApiRequest, (_request, response) => {
          response.writeHead(404);
          response.end();
        }),
      );

server.listen(Number(portText), '127.0.0.1', () => console.log(`bare ${mode} server ready`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
