/** Settings of the Open Food Facts client, read from the environment (all optional). */
import { z } from 'zod';
import { FoodSearchConfigError } from '@/lib/food-search/errors';

const DEFAULT_OPEN_FOOD_FACTS_URL = 'https://world.openfoodfacts.org';
/** The food search time-out: slower than 10 s, a visitor has given up. */
const DEFAULT_TIMEOUT_MS = 10_000;
// Same defaults as lib/seo/site.ts, so the User-Agent names the site the pages name.
const DEFAULT_SITE_URL = 'http://localhost:3000';
const DEFAULT_CONTACT_EMAIL = 'hello@unitly.example';

/** The variables read; any other ones (all of process.env) may come along and are ignored. */
export interface FoodSearchEnv {
  readonly [name: string]: string | undefined;
  readonly OPEN_FOOD_FACTS_URL?: string | undefined;
  readonly OPEN_FOOD_FACTS_TIMEOUT_MS?: string | undefined;
  readonly SITE_URL?: string | undefined;
  readonly CONTACT_EMAIL?: string | undefined;
}

export interface FoodSearchConfig {
  /** Origin (and optional path) of Open Food Facts, without a trailing slash. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Open Food Facts asks every client to identify itself: "AppName/Version (contact)". */
  readonly userAgent: string;
}

// An empty variable counts as unset, as shells and .env files often leave them.
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const SETTINGS = {
  OPEN_FOOD_FACTS_URL: {
    schema: z.preprocess(unsetIfBlank, httpUrl.default(DEFAULT_OPEN_FOOD_FACTS_URL)),
    expected: 'an http(s) URL',
  },
  OPEN_FOOD_FACTS_TIMEOUT_MS: {
    schema: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(120_000).default(DEFAULT_TIMEOUT_MS)),
    expected: 'a whole number of milliseconds from 1 to 120000',
  },
  SITE_URL: {
    schema: z.preprocess(unsetIfBlank, httpUrl.default(DEFAULT_SITE_URL)),
    expected: 'an http(s) URL',
  },
  CONTACT_EMAIL: {
    schema: z.preprocess(unsetIfBlank, z.email().default(DEFAULT_CONTACT_EMAIL)),
    expected: 'an e-mail address',
  },
} as const;

function read<K extends keyof typeof SETTINGS>(env: FoodSearchEnv, name: K) {
  const setting = SETTINGS[name];
  const parsed = setting.schema.safeParse(env[name]);
  if (!parsed.success) throw new FoodSearchConfigError(name, setting.expected);
  return parsed.data as z.output<(typeof SETTINGS)[K]['schema']>;
}

export function readFoodSearchConfig(env: FoodSearchEnv): FoodSearchConfig {
  const siteUrl = read(env, 'SITE_URL');
  const contactEmail = read(env, 'CONTACT_EMAIL');
  return {
    baseUrl: read(env, 'OPEN_FOOD_FACTS_URL'),
    timeoutMs: read(env, 'OPEN_FOOD_FACTS_TIMEOUT_MS'),
    userAgent: `Unitly/1.0 (+${siteUrl}; ${contactEmail})`,
  };
}
