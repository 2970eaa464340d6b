/**
 * What the /api page shows besides prose: the example request and its real answer (computed by the
 * same conversion step the API runs, never typed by hand), and the curl and JavaScript snippets.
 */
import { MCP_PATH } from '@/lib/mcp/tool-names';
import { convertQuery } from './convert';
import { convertQuickReading, readQuickReading, type QuickQuery } from './quick';
import type { ConvertSuccessBody, QuickSuccessBody } from './schemas';
import { convertUrl, type ConvertParams } from './url';

export const EXAMPLE_PARAMS = { category: 'length', from: 'cm', to: 'in', value: '100' } as const satisfies ConvertParams;

/** The success body of EXAMPLE_PARAMS. */
export function exampleResponse(): ConvertSuccessBody {
  const outcome = convertQuery(EXAMPLE_PARAMS);
  if (!outcome.ok) throw new Error(`The documented example fails: ${outcome.failure.message}`);
  return outcome.body;
}

export function curlExample(origin: string): string {
  return [
    `curl "${convertUrl(origin, EXAMPLE_PARAMS)}"`,
    '',
    `curl -H "X-API-Key: YOUR_API_KEY" "${convertUrl(origin, { category: 'temperature', from: 'c', to: 'f', value: '21.5' })}"`,
  ].join('\n');
}

export function javascriptExample(origin: string): string {
  const params = Object.entries(EXAMPLE_PARAMS)
    .map(([name, value]) => `${name}: '${value}'`)
    .join(', ');
  return [
    `const params = new URLSearchParams({ ${params} });`,
    `const response = await fetch(\`${origin}/api/convert?\${params}\`);`,
    'const data = await response.json();',
    '',
    'if (data.ok) {',
    '  console.log(`${data.value} ${data.from} = ${data.formatted} ${data.to}`);',
    '} else {',
    '  console.error(data.error, data.message);',
    '}',
  ].join('\n');
}

/** The typed-query example of the /api page. */
export const QUICK_EXAMPLE = { q: '5 ft 3 in to cm', lang: 'en' } as const satisfies QuickQuery;

/** The answer to QUICK_EXAMPLE, computed by the API's own steps. */
export function quickExampleResponse(): QuickSuccessBody {
  const read = readQuickReading(QUICK_EXAMPLE);
  const outcome = read.ok ? convertQuickReading(QUICK_EXAMPLE, read.reading) : read;
  if (!outcome.ok) throw new Error(`The documented query example fails: ${outcome.failure.message}`);
  return outcome.body;
}

/** The batch example of the /api page: two good items and a bad one, as GET would answer each. */
const BATCH_EXAMPLE_ITEMS = [
  { category: 'length', from: 'cm', to: 'in', value: 100 },
  { category: 'temperature', from: 'c', to: 'f', value: '21.5' },
  { category: 'length', from: 'kg', to: 'in', value: 1 },
] as const;

export function batchCurlExample(origin: string): string {
  const body = JSON.stringify({ items: BATCH_EXAMPLE_ITEMS });
  return [`curl -X POST "${origin}/api/convert" \\`, '  -H "Content-Type: application/json" \\', `  -d '${body}'`].join('\n');
}

/** The answer to the batch example, computed by the same conversion step (never typed by hand). */
export function batchExampleResponse(): { ok: true; results: unknown[] } {
  const results = BATCH_EXAMPLE_ITEMS.map((item) => {
    const outcome = convertQuery({ ...item, value: String(item.value) });
    return outcome.ok ? outcome.body : { ok: false, error: outcome.failure.code, message: outcome.failure.message };
  });
  return { ok: true, results };
}

/** An MCP client configuration for this site (the common `mcpServers` shape). */
export function mcpClientConfig(origin: string): string {
  return JSON.stringify({ mcpServers: { unitly: { type: 'http', url: `${origin}${MCP_PATH}` } } }, null, 2);
}
