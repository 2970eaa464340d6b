/**
 * /llms.txt: what the site and its API do, for language models and the tools built on them, in the
 * llms.txt convention (a Markdown summary with links). Generated from the same constants the API
 * uses, so endpoints, limits and tool names cannot drift.
 */
import { MCP_PATH, MCP_TOOL_NAMES, type McpToolName } from '@/lib/mcp/tool-names';
import { categoryIds } from '@/lib/units';
import { CUSTOM_UNIT_LIMITS } from '@/lib/custom-units/limits';
import { MAX_BATCH_BYTES, MAX_BATCH_ITEMS } from './catalogue';
import type { ApiLimits } from './config';
import { EXAMPLE_PARAMS, exampleResponse } from './docs';
import { convertUrl, OPENAPI_PATH, STATUS_PATH } from './url';

const TOOL_SUMMARIES = {
  convert: 'one conversion (category, from, to, value, and define for units of your own; the same answer as GET /api/convert)',
  convert_batch: `up to ${MAX_BATCH_ITEMS} conversions at once (items, as the batch request)`,
  quick_convert:
    'a conversion typed as text (q, with lang: "5 ft 3 in to cm", "3 cups flour in grams"); the same answer as GET /api/convert?q=',
  list_units: 'categories and units: ids, names in a language (lang: en, es, de, fr, no) and symbols',
  scale_recipe:
    "scale ingredient lines from one number of servings to another, metric, imperial or as written (the recipe's own units), with nutrition per serving",
  food_nutrition: 'calories and nutrients per 100 g of a food (built-in USDA table, then Open Food Facts)',
} as const satisfies Record<McpToolName, string>;

export function llmsText({ origin, limits }: { origin: string; limits: ApiLimits }): string {
  const batch = JSON.stringify({
    items: [
      { category: 'length', from: 'cm', to: 'in', value: 100 },
      { category: 'temperature', from: 'c', to: 'f', value: '21.5' },
    ],
  });
  return [
    '# Unitly',
    '',
    `> Free unit converter website and JSON API: ${categoryIds.length} categories (${categoryIds.join(', ')}), a recipe scaler with nutrition facts, a food calorie lookup and an MCP server for AI assistants. No sign-up; CORS for any origin.`,
    '',
    'The website is in English, Spanish, German, French and Norwegian. The API uses the same conversion engine as the website.',
    '',
    '## API',
    '',
    `- [Convert one value](${convertUrl(origin, EXAMPLE_PARAMS)}): \`GET /api/convert?category=&from=&to=&value=\` answers \`${JSON.stringify(exampleResponse())}\`. Errors are \`{"ok":false,"error":CODE,"message":…}\` with a 4xx status (MISSING_PARAMETERS, INVALID_VALUE, INVALID_CATEGORY, INVALID_UNIT with validOptions).`,
    `- Units of your own: add \`define=mug:350:ml\` (name:amount:unit with an optional :symbol; repeat it for up to ${CUSTOM_UNIT_LIMITS.perRequest}) and name them in from or to: \`GET /api/convert?category=volume&from=mug&to=l&value=3&define=mug:350:ml\` answers 1.05 and lists the definitions in \`defined\`. Only categories converted by a factor take them; a refused one answers 400 INVALID_DEFINITION. In a batch, each item takes its own \`define\` list.`,
    `- Batch: \`POST /api/convert\` with \`Content-Type: application/json\` and \`${batch}\`: up to ${MAX_BATCH_ITEMS} items (${MAX_BATCH_BYTES / 1024} KB), answered \`{"ok":true,"results":[…]}\` in order, each result what GET answers for that item.`,
    `- [API status](${origin}${STATUS_PATH}): \`GET ${STATUS_PATH}\` answers \`{"enabled":true}\`.`,
    `- [Exchange rates](${origin}/api/currency-rates): \`GET /api/currency-rates\` answers units of each currency per US dollar, updated daily.`,
    `- Food search: \`POST /api/food-search\` with \`{"query":"banana","languageCode":"en"}\` answers nutrition per 100 g.`,
    `- [OpenAPI 3.1 document](${origin}${OPENAPI_PATH}) describing every endpoint and error.`,
    `- [Documentation and sandbox](${origin}/api).`,
    '',
    '## MCP server',
    '',
    `- Address: ${origin}${MCP_PATH} (Model Context Protocol, Streamable HTTP, stateless, no sign-up).`,
    `- Client configuration: \`{"mcpServers":{"unitly":{"type":"http","url":"${origin}${MCP_PATH}"}}}\``,
    ...MCP_TOOL_NAMES.map((name) => `- \`${name}\`: ${TOOL_SUMMARIES[name]}.`),
    "- Tool errors are MCP tool errors carrying the API's error code and message.",
    '',
    '## Fair use',
    '',
    `- Anonymous callers share ${limits.anonymous} requests per ${limits.windowSeconds} seconds per IP address; callers with an API key (header \`X-API-Key\`) get ${limits.keyed} per key.`,
    '- Each batch item and each MCP tool call counts as one request (a convert_batch call counts one per item).',
    '- Every answer carries `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` and `RateLimit-Policy`; over budget the API answers 429 `RATE_LIMITED` with `Retry-After`.',
    '- Conversions may be cached for a day, currency answers at most an hour.',
    '',
  ].join('\n');
}
