/**
 * The MCP tools. `convert` and `convert_batch` are answered by the public API's own function (same
 * validation, codes, budget), the others by the same lib/ code as the site's pages; every call
 * counts against the caller's fair-use budget like API requests do.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import type { ApiHandler, Budget, CallerRequest } from '@/lib/api/handler';
import { itemParams } from '@/lib/api/item';
import { echoIn } from '@/lib/api/catalogue';
import {
  batchRequestSchema,
  batchSuccessSchema,
  convertSuccessSchema,
  quickQuerySchema,
  quickSuccessSchema,
  type ConvertItem,
} from '@/lib/api/schemas';
import type { FoodSearchHttpAnswer } from '@/lib/food-search/response';
import { categories, categoryIds, isCategoryId, type CategoryId } from '@/lib/units';
import { writtenAmount, writtenInKitchen, writtenWithUnit } from '@/lib/quick/written';
import { convertItemToolSchema, foodNutritionInput, listUnitsInput, listUnitsOutput, scaleRecipeInput } from './schemas';
import { scaleRecipe } from './recipe';
import { categoryName, recipeUnitWords, unitName } from './names';
import { toolError, toolResult } from './result';
import { MCP_ERRORS, mcpMessage } from './errors';

export interface McpToolContext {
  /** The public API's function (GET one conversion, POST a batch). */
  readonly api: ApiHandler;
  readonly budget: Budget;
  /** The MCP request's caller, whose budget the calls count against. */
  readonly caller: CallerRequest;
  /** POST /api/food-search's function. */
  readonly foodSearch: (body: unknown) => Promise<FoodSearchHttpAnswer>;
}

function apiResult(body: unknown, text: (body: Record<string, unknown>) => string): CallToolResult {
  const answer = body as Record<string, unknown>;
  if (answer.ok === true) return toolResult(answer, text(answer));
  const { error, message, ...rest } = answer as { error: string; message: string };
  return toolError(error, message, rest);
}

/** An amount with its unit; a unit the call defined (`define`) is written with its own symbol. */
function withUnit(
  body: Record<string, unknown>,
  value: number | string,
  category: CategoryId,
  unit: string,
  locale: Locale,
  formatted?: string,
) {
  const defined = (body.defined as readonly { readonly id: string; readonly symbol: string }[] | undefined)?.find((own) => own.id === unit);
  if (defined === undefined) return writtenWithUnit(value, category, unit, locale, formatted);
  return `${writtenAmount(value, category, unit, locale, formatted)} ${defined.symbol}`;
}

/**
 * "100 cm ≈ 39.370079 in", "350 °F ≈ 176,666667 °C": ≈ where digits were dropped, = where the answer
 * is exact; symbols and numbers as a reader of the answer's language writes them, never unit ids.
 */
function conversionText(body: Record<string, unknown>): string {
  if (body.ok !== true) return `${String(body.error)}: ${String(body.message)}`;
  const locale = typeof body.lang === 'string' && isLocale(body.lang) ? body.lang : 'en';
  const category = String(body.category);
  if (!isCategoryId(category)) return `${String(body.value)} ${String(body.from)} = ${String(body.formatted)} ${String(body.to)}`;
  // An ingredient reading goes from cups to grams or back ("3 tazas de harina ≈ 375 g").
  const ingredient = (body.ingredient as { written?: unknown } | undefined)?.written;
  const toCategory: CategoryId = ingredient === undefined ? category : category === 'volume' ? 'weight' : 'volume';
  if (ingredient !== undefined && typeof body.value === 'number' && typeof body.result === 'number') {
    const words = recipeUnitWords(locale);
    const from = writtenInKitchen(body.value, category, String(body.from), locale, words);
    return `${from} ${String(ingredient)} ≈ ${writtenInKitchen(body.result, toCategory, String(body.to), locale, words, String(body.formatted))}`;
  }
  const from = withUnit(body, body.value as number | string, category, String(body.from), locale);
  const to = withUnit(body, body.result as number | string, toCategory, String(body.to), locale, String(body.formatted));
  return `${from} ${body.exact === false ? '≈' : '='} ${to}`;
}

function localeOf(lang: string | undefined): Locale | CallToolResult {
  if (lang === undefined) return 'en';
  const code = lang.trim().toLowerCase();
  return isLocale(code) ? code : toolError('INVALID_REQUEST', `${MCP_ERRORS.LANG}: ${locales.join(', ')}`);
}

export function registerTools(server: McpServer, context: McpToolContext): void {
  const { api, caller } = context;

  /** The 429 tool error when the budget is used up, else undefined. */
  async function charge(points: number): Promise<CallToolResult | undefined> {
    const { refusal } = await context.budget(caller, points);
    if (refusal?.body === undefined || !('error' in refusal.body)) return undefined;
    return toolError(refusal.body.error, refusal.body.message);
  }

  server.registerTool(
    'convert',
    {
      title: 'Convert units',
      description: `Convert a value between two units of one category (${categoryIds.join(', ')}), with the engine and answer of GET /api/convert. Use list_units for the unit ids; define adds units of your own for the call ("mug:350:ml", then from or to "mug").`,
      inputSchema: convertItemToolSchema,
      outputSchema: convertSuccessSchema,
    },
    async (args) => {
      const answer = await api({ route: 'convert', method: 'GET', query: itemParams(args as ConvertItem).toString(), ...caller });
      return apiResult(answer.body, conversionText);
    },
  );

  server.registerTool(
    'convert_batch',
    {
      title: 'Convert many values',
      description:
        'Convert up to 1,000 values at once, as POST /api/convert: one result per item, in order, each with its own ok, error and message.',
      inputSchema: batchRequestSchema,
      outputSchema: batchSuccessSchema,
    },
    async (args) => {
      const text = JSON.stringify({ items: args.items });
      const answer = await api({
        route: 'convert',
        method: 'POST',
        query: '',
        header: (name) => (name === 'content-type' ? 'application/json' : caller.header(name)),
        socketAddress: caller.socketAddress,
        readBody: async () => ({ ok: true, text }),
      });
      return apiResult(answer.body, (body) => (body.results as Record<string, unknown>[]).map(conversionText).join('\n'));
    },
  );

  server.registerTool(
    'quick_convert',
    {
      title: 'Convert typed text',
      description:
        'Convert a conversion written as a person types it ("5 ft 3 in to cm", "3 cups flour in grams", "100 usd to eur", "5 Fuß 3 Zoll in cm"), as GET /api/convert?q= answers it: the result plus how the text was read, and alternatives for ambiguous units (US and UK gallons).',
      inputSchema: quickQuerySchema,
      outputSchema: quickSuccessSchema,
    },
    async ({ q, lang }) => {
      const query = new URLSearchParams({ q, lang: lang ?? 'en' }).toString();
      const answer = await api({ route: 'convert', method: 'GET', query, ...caller });
      return apiResult(answer.body, conversionText);
    },
  );

  server.registerTool(
    'list_units',
    {
      title: 'List categories and units',
      description: 'The categories and their units: ids (for convert), names in the chosen language and symbols.',
      inputSchema: listUnitsInput,
      outputSchema: listUnitsOutput,
    },
    async ({ category, lang }) => {
      // Counted first, as the API counts bad requests too.
      const refused = await charge(1);
      if (refused !== undefined) return refused;
      const locale = localeOf(lang);
      if (typeof locale !== 'string') return locale;
      const id = category?.trim().toLowerCase();
      if (id !== undefined && !isCategoryId(id)) {
        return toolError(
          'INVALID_CATEGORY',
          mcpMessage('CATEGORY', locale, { category: echoIn(category ?? '', locale), valid: categoryIds.join(', ') }),
          {
            validOptions: [...categoryIds],
          },
        );
      }
      const list = categories
        .filter((entry) => id === undefined || entry.id === id)
        .map((entry) => ({
          id: entry.id,
          name: categoryName(locale, entry.id),
          kind: entry.kind,
          units: entry.units.map((unit) => ({ id: unit.id, name: unitName(locale, entry.id, unit.id), symbol: unit.symbol })),
        }));
      const text = list
        .map(
          (entry) => `${entry.name} (${entry.id}): ${entry.units.map((unit) => `${unit.id} = ${unit.name} [${unit.symbol}]`).join(', ')}`,
        )
        .join('\n');
      return toolResult({ ok: true, lang: locale, categories: list }, text);
    },
  );

  server.registerTool(
    'scale_recipe',
    {
      title: 'Scale a recipe',
      description:
        'Scale recipe ingredients (one per line, e.g. "2 cups flour") from one number of servings to another, in metric or imperial measures or as written (the recipe\'s own units, only the amounts scaled), with nutrition facts per serving, as the site\'s recipe converter computes them.',
      inputSchema: scaleRecipeInput,
    },
    async (args) => {
      const refused = await charge(1);
      if (refused !== undefined) return refused;
      const locale = localeOf(args.lang);
      if (typeof locale !== 'string') return locale;
      return scaleRecipe(args, locale, context.foodSearch);
    },
  );

  server.registerTool(
    'food_nutrition',
    {
      title: 'Nutrition facts of a food',
      description:
        'Calories and nutrients per 100 g of a food, from the built-in table (USDA) or Open Food Facts when it answers, as POST /api/food-search.',
      inputSchema: foodNutritionInput,
    },
    async ({ query, lang }) => {
      const refused = await charge(1);
      if (refused !== undefined) return refused;
      const locale = localeOf(lang);
      if (typeof locale !== 'string') return locale;
      const answer = await context.foodSearch({ query, languageCode: locale });
      const body = answer.body;
      if (!body.ok) return toolError(body.error, body.message);
      const lines = body.results.map(
        (food) => `${food.name}: ${food.calories} kcal, protein ${food.protein} g, carbs ${food.carbs} g, fat ${food.fat} g per 100 g`,
      );
      const text = lines.length > 0 ? lines.join('\n') : (body.message ?? `No food found for ${JSON.stringify(query)}`);
      return toolResult({ ...body, per: '100 g' }, text);
    },
  );
}
