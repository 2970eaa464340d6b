/**
 * The API of this server process: settings from process.env (read on first use, after Next has
 * loaded any .env files), one fair-use limiter (in Redis, the cluster primary or memory: see
 * lib/server/limiter-store), the day's currency rates.
 */
import { readApiConfig, type ApiConfig } from './config';
import { createApiHandler, type ApiHandler } from './handler';
import { processLimiterStore } from '@/lib/server/limiter-store';
import { createRateLimiter } from './rate-limit';
import { defaultRatesProvider } from './rates-provider';

let config: ApiConfig | undefined;
let handler: ApiHandler | undefined;

/** This process's API settings; throws ApiConfigError, naming the variable, when one is invalid. */
export function processApiConfig(): ApiConfig {
  config ??= readApiConfig(process.env);
  return config;
}

/** The handler every adapter of this process calls (the front, the route handlers). */
export const handleApiRequest: ApiHandler = async (request) => {
  handler ??= createApiHandler({
    config: processApiConfig(),
    limiter: createRateLimiter(processApiConfig().limits, processLimiterStore()),
    ratesProvider: defaultRatesProvider,
  });
  return handler(request);
};
