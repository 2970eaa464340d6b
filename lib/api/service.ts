/**
 * The API of this server process: settings from process.env (read on first use, after Next has
 * loaded any .env files), one fair-use limiter (in Redis, the cluster primary or memory: see
 * lib/server/limiter-store), the day's currency rates.
 */
import { readApiConfig, type ApiConfig } from './config';
import { callerOf, createApiHandler, createBudget, type ApiHandler, type Budget, type CallerRequest } from './handler';
import { processLimiterStore } from '@/lib/server/limiter-store';
import { createRateLimiter } from './rate-limit';
import { defaultRatesProvider } from './rates-provider';

let config: ApiConfig | undefined;
let shared:
  { readonly handler: ApiHandler; readonly budget: Budget; readonly remote: (request: CallerRequest) => Promise<boolean> } | undefined;

/** This process's API settings; throws ApiConfigError, naming the variable, when one is invalid. */
export function processApiConfig(): ApiConfig {
  config ??= readApiConfig(process.env);
  return config;
}

/** The handler and the budget share one limiter: a caller has one budget for the API and MCP. */
function processApi(): NonNullable<typeof shared> {
  if (shared === undefined) {
    const config = processApiConfig();
    const store = processLimiterStore();
    const limiter = createRateLimiter(config.limits, store);
    const lookups = store({ keyPrefix: 'food-remote', points: config.foodRemotePerCaller, duration: config.limits.windowSeconds });
    shared = {
      handler: createApiHandler({ config, limiter, ratesProvider: defaultRatesProvider }),
      budget: createBudget(config, limiter),
      remote: (request) =>
        lookups.consume(callerOf(request, config).id).then(
          () => true,
          () => false,
        ),
    };
  }
  return shared;
}

/** The handler every adapter of this process calls (the front, the route handlers). */
export const handleApiRequest: ApiHandler = (request) => processApi().handler(request);

/** This process's fair-use budget, for requests the handler does not answer (MCP tools). */
export const chargeApiBudget: Budget = (request, points) => processApi().budget(request, points);

/** Takes one of the caller's Open Food Facts searches (API_RATE_LIMIT_FOOD_REMOTE); false when none is left. */
export const chargeRemoteLookup = (request: CallerRequest): Promise<boolean> => processApi().remote(request);
