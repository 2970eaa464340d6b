/**
 * `npm run bench:nginx` (after `npm run build`; needs nginx and openssl, as the operations suite):
 * requests/s of the pair, home and category pages through the shipped nginx configuration
 * (deploy/nginx/unitly.conf, HTTPS, its page cache warm) in front of `npm start`, with autocannon (20
 * connections, as a browser asks). Compare with `npm run bench:serve`'s plain `next start` figures
 * of the same build (goal: cached pages >= 10 times).
 */
import { autocannon } from './perf/bench-servers';
import { startNginx } from '../tests/ops/nginx';
import { startServer } from '../tests/ops/processes';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3390);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PAGES = { pair: '/convert/length/cm-to-inches', home: '/', category: '/category/length' } as const;
const BROWSER = { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'en' } as const;

// nginx answers with the throwaway certificate startNginx makes.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const app = await startServer(APP_PORT, { API_TRUST_PROXY: 'loopback' });
const nginx = await startNginx(APP_PORT);
try {
  console.log(`autocannon through nginx: 20 connections, ${DURATION} s per page, after two requests fill the cache`);
  for (const [type, path] of Object.entries(PAGES)) {
    const url = `https://127.0.0.1${path}`;
    for (let fill = 0; fill < 2; fill++) await fetch(url, { headers: BROWSER });
    const result = await autocannon({ url, connections: 20, duration: DURATION, headers: BROWSER });
    const failed = result.errors + result.non2xx + result.timeouts;
    console.log(`${type.padEnd(10)} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, failed ${failed}`);
  }
} finally {
  await nginx.stop();
  await app.stop();
}
