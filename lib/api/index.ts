/**
 * The public conversion API, framework-free: the handler (handler.ts) and its adapters for
 * node:http (node.ts) and web Requests (web.ts), configuration, fair-use limits and the OpenAPI
 * document. Client code imports catalogue.ts or url.ts directly (this barrel pulls in node:crypto).
 */
export {
  ALLOWED_METHODS,
  BATCH_BODY_CODES,
  MAX_BATCH_BYTES,
  MAX_BATCH_ITEMS,
  STATUS_METHODS,
  API_ERROR_CATALOGUE,
  API_MESSAGES,
  apiCatalogueCodes,
  isApiCatalogueCode,
  NETWORK_ERROR,
  type ApiCatalogueCode,
} from './catalogue';
export { ApiConfigError, DEFAULT_API_LIMITS, readApiConfig, type ApiConfig, type ApiEnv, type ApiLimits } from './config';
export { CLIENT_ERROR_CACHE, DETERMINISTIC_CACHE, NO_STORE, STATUS_CACHE } from './cache-control';
export { clientIpOf, compileTrustProxy, forwardedHops, rateLimitBucketOf, TRUST_NO_PROXY, type TrustProxy } from './client-ip';
export { convertQuery, type ConvertOutcome } from './convert';
export { curlExample, EXAMPLE_PARAMS, exampleResponse, javascriptExample } from './docs';
export {
  createApiHandler,
  createBudget,
  errorAnswer,
  errorBody,
  serialiseBody,
  type ApiAnswer,
  type ApiHandler,
  type ApiHandlerDeps,
  type ApiLogger,
  type ApiRequest,
  type ApiRoute,
  type Budget,
  type BudgetCharge,
  type CallerRequest,
  type RatesProvider,
} from './handler';
export { ALLOW, EXPOSED_HEADERS, STATUS_ALLOW } from './headers';
export { isJsonContentType, readBatch, type BatchRead } from './batch';
export { readNodeBody, readWebBody, type BodyRead } from './body';
export { convertParams, itemParams, type ItemAnswer, type ItemContext } from './item';
export { hashApiKey, MAX_API_KEY_LENGTH, validKeyHash } from './keys';
export { answerNodeRequest, apiFront, apiRouteOf, writeAnswer } from './node';
export { API_VERSION, buildOpenApiDocument, OPENAPI_VERSION, type OpenApiOptions } from './openapi';
export { readConvertQuery, type ApiFailure, type QueryOutcome } from './query';
export { convertQuickReading, isQuickQuery, readQuickQuery, readQuickReading, type QuickQuery } from './quick';
export { createMemoryRateLimiter, type ApiRateLimiter, type Caller, type CallerTier, type RateLimitDecision } from './rate-limit';
export {
  anyApiErrorSchema,
  batchRequestSchema,
  batchSuccessSchema,
  CONVERT_ITEM_FIELDS,
  convertItemSchema,
  apiErrorSchema,
  apiStatusSchema,
  CONVERT_PARAMETERS,
  FORMAT_PARAMETERS,
  FORMAT_VALUES,
  convertQuerySchema,
  convertSuccessSchema,
  MAX_QUICK_QUERY_LENGTH,
  MAX_UNIT_LENGTH,
  QUICK_PARAMETERS,
  quickQuerySchema,
  quickSuccessSchema,
  MAX_VALUE_LENGTH,
  type ApiBody,
  type ApiErrorBody,
  type ApiStatusBody,
  type BatchSuccessBody,
  type ConvertItem,
  type ConvertParameter,
  type ConvertQuery,
  type ConvertSuccessBody,
  type QuickSuccessBody,
} from './schemas';
export { CONVERT_PATH, convertUrl, OPENAPI_PATH, STATUS_PATH, type ConvertParams } from './url';
export { answerWebRequest } from './web';
