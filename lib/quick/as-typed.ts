import { fold } from './fold';

const comparable = (text: string) =>
  fold(text)
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]/gu, '')
    .trim();

/**
 * The visitor's own spelling of words the parser read folded ("mehl" → "Mehl", "de azucar" → "de
 * azúcar"): the run of typed words that folds to them, or the folded words when none does.
 */
export function asTyped(folded: string, text: string): string {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const wanted = comparable(folded);
  const count = folded.split(' ').length;
  for (let start = 0; start + count <= words.length; start++) {
    const run = words.slice(start, start + count).join(' ');
    if (comparable(run) === wanted) return run.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  }
  return folded;
}
