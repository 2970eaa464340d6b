/** Request URLs of the conversion API; no server-only imports, so the sandbox can use it too. */
import type { ConvertParameter } from './schemas';

export const CONVERT_PATH = '/api/convert';
export const STATUS_PATH = '/api/status';
export const OPENAPI_PATH = '/api/openapi.json';

export type ConvertParams = Readonly<Record<ConvertParameter, string>>;

/** `${origin}/api/convert?category=…&from=…&to=…&value=…`; an empty origin gives a relative URL. */
export function convertUrl(origin: string, params: ConvertParams): string {
  const query = new URLSearchParams({
    category: params.category,
    from: params.from,
    to: params.to,
    value: params.value,
  });
  return `${origin}${CONVERT_PATH}?${query.toString()}`;
}

/**
 * The request a query names when it holds every parameter of one (what the sandbox's form submits
 * natively when Run is pressed before the page's scripts have run); undefined otherwise.
 */
export function convertParamsOf(query: URLSearchParams): ConvertParams | undefined {
  const [category, from, to, value] = (['category', 'from', 'to', 'value'] as const).map((name) => query.get(name));
  if (category == null || from == null || to == null || value == null) return undefined;
  return { category, from, to, value };
}

/** `${origin}/api/convert?q=…&lang=…`. */
export function quickConvertUrl(origin: string, params: { readonly q: string; readonly lang: string }): string {
  return `${origin}${CONVERT_PATH}?${new URLSearchParams({ q: params.q, lang: params.lang }).toString()}`;
}
