import { z } from 'zod';
import { categoryIdSchema, isUnitOf } from '@/lib/units';

/**
 * The iframe code a pair page offers for embedding its converter (SPEC "Pair page"): the widget's
 * embed page with the pair's category and units, at the widget's default size.
 */
export const EMBED_PATH = '/widget/embed';
export const EMBED_WIDTH = 400;
export const EMBED_HEIGHT = 300;

export const embedTargetSchema = z
  .object({ category: categoryIdSchema, from: z.string(), to: z.string() })
  .refine((target) => isUnitOf(target.category, target.from) && isUnitOf(target.category, target.to), {
    message: 'from and to must be units of the category',
  });

export type EmbedTarget = z.infer<typeof embedTargetSchema>;

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** Text made safe inside a double-quoted HTML attribute. */
function attribute(text: string): string {
  return text.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/**
 * The src attribute keeps its "&" as people expect to read and edit it (…?category=length&from=cm
 * &to=in): the ids are checked against the catalogue, so an "&" is only ever followed by "from=" or
 * "to=", which HTML never reads as a character reference. Quotes and brackets are still escaped.
 */
function urlAttribute(url: string): string {
  return url.replace(/["<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/** `origin` + /widget/embed?category=…&from=…&to=… (the origin without a trailing slash). */
export function embedSrc(origin: string, target: EmbedTarget): string {
  const { category, from, to } = embedTargetSchema.parse(target);
  const query = new URLSearchParams({ category, from, to });
  return `${origin.replace(/\/+$/, '')}${EMBED_PATH}?${query.toString()}`;
}

/**
 * The snippet people paste into their page. `title` is the frame's accessible name in the page's
 * language; every value is written as an escaped attribute, never as markup.
 */
export function embedSnippet(origin: string, target: EmbedTarget, title: string): string {
  const attributes: readonly (readonly [string, string])[] = [
    ['width', String(EMBED_WIDTH)],
    ['height', String(EMBED_HEIGHT)],
    ['title', title],
    ['style', 'border:0;max-width:100%'],
    ['loading', 'lazy'],
  ];
  const rest = attributes.map(([name, value]) => `${name}="${attribute(value)}"`).join(' ');
  return `<iframe src="${urlAttribute(embedSrc(origin, target))}" ${rest}></iframe>`;
}
