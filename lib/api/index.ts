/**
 * The public conversion API, framework-free: the handler (handler.ts) and its adapters for
 * node:http (node.ts) and web Requests (web.ts), configuration, fair-use limits and the OpenAPI
 * document. Client code imports catalogue.ts or url.ts directly (this barrel pulls in node:crypto).
 */
export {
  BATCH_BODY_CODES,
  MAX_BATCH_BYTES,
  MAX_BATCH_ITEMS,
  API_ERROR_CATALOGUE,
  apiCatalogueCodes,
  isApiCatalogueCode,
} from './catalogue';
export { ApiConfigError, DEFAULT_API_LIMITS, readApiConfig, type ApiEnv } from './config';
export { clientIpOf, compileTrustProxy, forwardedHops, rateLimitBucketOf, TRUST_NO_PROXY } from './client-ip';
export { convertQuery } from './convert';
export { curlExample, EXAMPLE_PARAMS, exampleResponse, javascriptExample } from './docs';
export {
  createApiHandler,
  createBudget,
  serialiseBody,
  type ApiAnswer,
  type ApiHandler,
  type ApiHandlerDeps,
  type ApiRoute,
  type CallerRequest,
} from './handler';
export { hashApiKey, MAX_API_KEY_LENGTH, validKeyHash } from './keys';
export { apiFront, apiRouteOf, writeAnswer } from './node';
export { buildOpenApiDocument } from './openapi';
export { readConvertQuery } from './query';
export { createMemoryRateLimiter } from './rate-limit';
export {
  anyApiErrorSchema,
  batchSuccessSchema,
  CONVERT_PARAMETERS,
  DEFINE_PARAMETER,
  defineParameterSchema,
  FORMAT_PARAMETERS,
  FORMAT_VALUES,
  convertQuerySchema,
  convertSuccessSchema,
  MAX_UNIT_LENGTH,
  QUICK_PARAMETERS,
  quickQuerySchema,
  quickSuccessSchema,
  MAX_VALUE_LENGTH,
} from './schemas';
export { convertUrl } from './url';
export { answerWebRequest } from './web';
