/** Server logic of POST /api/food-search; see handler.ts for the order of lookups. */
export {
  LOCAL_RESULT_LIMIT,
  OFF_CACHE_OPTIONS,
  createFoodSearchDeps,
  handleFoodSearch,
  invalidJsonAnswer,
  type FoodSearchDeps,
  type FoodSearchLogger,
} from '@/lib/food-search/handler';
export {
  DEFAULT_OPEN_FOOD_FACTS_URL,
  DEFAULT_TIMEOUT_MS,
  readFoodSearchConfig,
  type FoodSearchConfig,
  type FoodSearchEnv,
} from '@/lib/food-search/config';
export * from '@/lib/food-search/errors';
export { TtlLruCache, type TtlLruCacheOptions } from '@/lib/food-search/cache';
export {
  OPEN_FOOD_FACTS_SEARCH_LIMIT,
  SlidingWindowLimiter,
  type OutboundLimiter,
} from '@/lib/food-search/rate-limiter';
export {
  OFF_PAGE_SIZE,
  offSearchUrl,
  searchOpenFoodFacts,
} from '@/lib/food-search/off-client';
export { mapOffProduct, mapOffProducts } from '@/lib/food-search/off-mapping';
export {
  MAX_QUERY_LENGTH,
  foodSearchRequestSchema,
  lookupTerm,
  type FoodSearchRequest,
} from '@/lib/food-search/request';
export type {
  FoodSearchFailure,
  FoodSearchHttpAnswer,
  FoodSearchResponse,
  FoodSearchSource,
  FoodSearchSuccess,
} from '@/lib/food-search/response';
