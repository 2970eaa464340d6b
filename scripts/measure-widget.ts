/**
 * What embedding the widget costs a visitor: `npm run bench:widget [base URL]` against a running
 * production server (`npm run build && npm start`; default http://127.0.0.1:3000).
 *
 * Loads /widget/embed in Chromium (the system one, as the tests use) and adds up the JavaScript it
 * transfers, compressed as the server sent it, then fetches /widget/widget.js gzip-compressed. The
 * README quotes these figures.
 */
import { chromium } from '@playwright/test';
import { systemChromium } from './perf/system-chromium';
import { request } from 'node:http';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

/** Bytes on the wire for a GET asking for gzip, and the encoding the server chose. */
function transferred(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const browser = await chromium.launch(systemChromium);
try {
  const page = await browser.newPage({ viewport: { width: 400, height: 300 } });
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.sizes().then((sizes) => ({ url: req.url(), bytes: sizes.responseBodySize })));
  });
  const url = `${base}/widget/embed?category=length&from=cm&to=in`;
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await document!.request().sizes()).responseBodySize;
  const done = await Promise.all(scripts);
  const js = done.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`${url}`);
  console.log(`  HTML document: ${kb(html)} transferred`);
  console.log(`  JavaScript: ${kb(js)} transferred in ${done.length} files`);
  for (const script of done.sort((a, b) => b.bytes - a.bytes))
    console.log(`    ${kb(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`);
} finally {
  await browser.close();
}
const widget = await transferred(`${base}/widget/widget.js`);
console.log(`${base}/widget/widget.js: ${kb(widget.bytes)} transferred (${widget.encoding})`);
