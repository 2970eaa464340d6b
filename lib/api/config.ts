/**
 * Settings of the public API, read once from the environment (all optional, generous defaults).
 * A bad value stops the server at start with the variable's name, rather than running with a
 * setting nobody meant.
 */
import { z } from 'zod';
import { compileTrustProxy, TRUST_NO_PROXY, type TrustProxy } from './client-ip';

/** Requests per window: anonymous callers per IP address, callers with a valid key per key. */
export const DEFAULT_API_LIMITS = { anonymous: 1_000, keyed: 10_000, windowSeconds: 60 } as const;

export interface ApiLimits {
  readonly anonymous: number;
  readonly keyed: number;
  readonly windowSeconds: number;
}

export interface ApiConfig {
  /** false: /api/convert answers 503 API_DISABLED and /api/status reports it. */
  readonly enabled: boolean;
  /** SHA-256 digests (lower-case hex) of the valid API keys; the keys themselves are never stored. */
  readonly keyHashes: ReadonlySet<string>;
  readonly limits: ApiLimits;
  /**
   * Which hops are reverse proxies that append to X-Forwarded-For (Express's `trust proxy`). None:
   * the caller is the socket's peer and the header is ignored (a caller could write anything in it).
   */
  readonly trustProxy: TrustProxy;
  /**
   * Open Food Facts searches one caller may cause per window: a share of the 10 a minute the whole
   * site may make, so no single caller can use them all up for everyone else.
   */
  readonly foodRemotePerCaller: number;
}

/** The variables read; any others (all of process.env) may come along and are ignored. */
export interface ApiEnv {
  readonly [name: string]: string | undefined;
  readonly API_ENABLED?: string | undefined;
  readonly API_KEY_HASHES?: string | undefined;
  readonly API_RATE_LIMIT_ANONYMOUS?: string | undefined;
  readonly API_RATE_LIMIT_KEYED?: string | undefined;
  readonly API_RATE_LIMIT_WINDOW_SECONDS?: string | undefined;
  readonly API_TRUST_PROXY?: string | undefined;
  readonly API_RATE_LIMIT_FOOD_REMOTE?: string | undefined;
}

/** Raised for a bad environment setting; names the variable and what it accepts, never its value. */
export class ApiConfigError extends Error {
  readonly code = 'INVALID_CONFIG';
  override readonly name = 'ApiConfigError';
  constructor(
    readonly variable: string,
    readonly expected: string,
  ) {
    super(`Invalid ${variable}: expected ${expected}`);
  }
}

// An empty variable counts as unset, as shells and .env files often leave them.
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];

const count = (max: number, fallback: number) => z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(max).default(fallback));

const SETTINGS = {
  API_ENABLED: {
    schema: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum([...TRUE, ...FALSE]))
        .transform((value) => TRUE.includes(value))
        .default(true),
    ),
    expected: `one of ${[...TRUE, ...FALSE].join(', ')}`,
  },
  API_KEY_HASHES: {
    schema: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .transform((list) =>
          list
            .split(/[\s,]+/)
            .filter((entry) => entry !== '')
            .map((entry) => entry.toLowerCase()),
        )
        .pipe(z.array(z.string().regex(/^[0-9a-f]{64}$/)))
        .default([]),
    ),
    expected: 'SHA-256 digests in hex (64 characters each), separated by commas or spaces',
  },
  API_RATE_LIMIT_ANONYMOUS: {
    schema: count(1_000_000_000, DEFAULT_API_LIMITS.anonymous),
    expected: 'a whole number of requests from 1 to 1000000000',
  },
  API_RATE_LIMIT_KEYED: {
    schema: count(1_000_000_000, DEFAULT_API_LIMITS.keyed),
    expected: 'a whole number of requests from 1 to 1000000000',
  },
  API_RATE_LIMIT_WINDOW_SECONDS: {
    schema: count(86_400, DEFAULT_API_LIMITS.windowSeconds),
    expected: 'a whole number of seconds from 1 to 86400',
  },
  API_RATE_LIMIT_FOOD_REMOTE: {
    schema: count(10, 2),
    expected: 'a whole number of Open Food Facts searches from 1 to 10',
  },
  API_TRUST_PROXY: {
    schema: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .refine((value) => !/^\s*\d+\s*$/.test(value) || Number(value) <= 10)
        .transform((value, context) => {
          try {
            return compileTrustProxy(value);
          } catch {
            context.addIssue({ code: 'custom', message: 'not a proxy list' });
            return z.NEVER;
          }
        })
        .default(() => TRUST_NO_PROXY),
    ),
    expected:
      'a number of trusted proxy hops (0 to 10), or proxy addresses, CIDR ranges and loopback, linklocal or uniquelocal, separated by commas',
  },
} as const;

function read<K extends keyof typeof SETTINGS>(env: ApiEnv, name: K): z.output<(typeof SETTINGS)[K]['schema']> {
  const setting = SETTINGS[name];
  const parsed = setting.schema.safeParse(env[name]);
  if (!parsed.success) throw new ApiConfigError(name, setting.expected);
  return parsed.data as z.output<(typeof SETTINGS)[K]['schema']>;
}

export function readApiConfig(env: ApiEnv): ApiConfig {
  return {
    enabled: read(env, 'API_ENABLED'),
    keyHashes: new Set(read(env, 'API_KEY_HASHES')),
    limits: {
      anonymous: read(env, 'API_RATE_LIMIT_ANONYMOUS'),
      keyed: read(env, 'API_RATE_LIMIT_KEYED'),
      windowSeconds: read(env, 'API_RATE_LIMIT_WINDOW_SECONDS'),
    },
    trustProxy: read(env, 'API_TRUST_PROXY'),
    foodRemotePerCaller: read(env, 'API_RATE_LIMIT_FOOD_REMOTE'),
  };
}
