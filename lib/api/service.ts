/**
 * The API of this server process: settings from process.env (read on first use, after Next has
 * loaded any .env files), one fair-use limiter, the day's currency rates.
 */
import { readApiConfig, type ApiConfig } from './config';
import { createApiHandler, type ApiHandler } from './handler';
import { createMemoryRateLimiter } from './rate-limit';
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
    limiter: createMemoryRateLimiter(processApiConfig().limits),
    ratesProvider: defaultRatesProvider,
  });
  return handler(request);
};
