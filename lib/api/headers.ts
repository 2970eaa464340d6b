/**
 * Response headers of the API: JSON, CORS for any origin (people call the API from their own
 * pages), and the fair-use budget in the IETF RateLimit header fields.
 */
import { ALLOWED_METHODS, STATUS_METHODS } from './catalogue';
import type { RateLimitDecision } from './rate-limit';

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'] as const;

/** Headers a cross-origin page may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = [...RATE_LIMIT_HEADERS, 'Retry-After'].join(', ');

/** `Allow` of /api/convert (GET one conversion, POST a batch). */
export const ALLOW = ALLOWED_METHODS.join(', ');
/** `Allow` of /api/status. */
export const STATUS_ALLOW = STATUS_METHODS.join(', ');

export function jsonHeaders(cacheControl: string): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cacheControl,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The answer to a CORS preflight: the path's methods from any origin, with JSON bodies and an X-API-Key header. */
export function preflightHeaders(cacheControl: string, allow: string = ALLOW): Record<string, string> {
  return {
    Allow: allow,
    'Cache-Control': cacheControl,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': allow,
    'Access-Control-Allow-Headers': 'Content-Type, X-API-Key',
    'Access-Control-Max-Age': '86400',
  };
}

export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
    'RateLimit-Policy': `${decision.limit};w=${decision.windowSeconds}`,
  };
  if (!decision.allowed) headers['Retry-After'] = String(decision.resetSeconds);
  return headers;
}
