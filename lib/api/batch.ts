/**
 * The body of POST /api/convert: content type, size, JSON and shape checked in that order, each
 * with its own error (415, 413, 400 INVALID_REQUEST, 400 TOO_MANY_ITEMS). Never throws.
 */
import { z } from 'zod';
import { fillTemplate } from '@/lib/format/template';
import { API_MESSAGES, echo, MAX_BATCH_BYTES, MAX_BATCH_ITEMS } from './catalogue';
import type { BodyRead } from './body';
import { failure, type ApiFailure } from './query';
import { batchRequestSchema, type ConvertItem } from './schemas';

export type BatchRead =
  { readonly ok: true; readonly items: readonly ConvertItem[] } | { readonly ok: false; readonly failure: ApiFailure };

/** application/json, or any +json type (application/merge-patch+json…), parameters ignored. */
export function isJsonContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

export function unsupportedMediaType(contentType: string | undefined): ApiFailure {
  const type = contentType === undefined || contentType.trim() === '' ? 'none' : echo(contentType);
  return failure('UNSUPPORTED_MEDIA_TYPE', fillTemplate(API_MESSAGES.UNSUPPORTED_MEDIA_TYPE, { type }));
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text === '' ? '' : '.'}${String(key)}`),
    '',
  );
}

function shapeFailure(issues: readonly z.core.$ZodIssue[]): ApiFailure {
  const detail = issues
    .slice(0, 3)
    .map((issue) => `${pathOf(issue.path) || 'body'}: ${issue.message}`)
    .join('; ');
  return failure('INVALID_REQUEST', fillTemplate(API_MESSAGES.INVALID_BATCH, { max: MAX_BATCH_ITEMS, detail }));
}

/** Only the list of items, whatever they hold: enough to count them. */
const itemsSchema = z.object({ items: z.array(z.unknown()) });

export function readBatch(body: BodyRead): BatchRead {
  if (!body.ok) {
    return { ok: false, failure: failure('PAYLOAD_TOO_LARGE', fillTemplate(API_MESSAGES.PAYLOAD_TOO_LARGE, { max: MAX_BATCH_BYTES })) };
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'unreadable';
    return { ok: false, failure: failure('INVALID_REQUEST', fillTemplate(API_MESSAGES.INVALID_JSON, { detail })) };
  }
  // Counted before the items are checked one by one: 5,000 items are refused as too many, whatever they hold.
  const counted = itemsSchema.safeParse(json).data;
  if (counted !== undefined && counted.items.length > MAX_BATCH_ITEMS) {
    const message = fillTemplate(API_MESSAGES.TOO_MANY_ITEMS, { max: MAX_BATCH_ITEMS, count: counted.items.length });
    return { ok: false, failure: failure('TOO_MANY_ITEMS', message) };
  }
  const parsed = batchRequestSchema.safeParse(json);
  if (!parsed.success) return { ok: false, failure: shapeFailure(parsed.error.issues) };
  return { ok: true, items: parsed.data.items };
}
