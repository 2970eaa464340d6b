/**
 * A tiny serialiser for the generated data files (scripts/import-foods.ts, scripts/recipe-sample.ts),
 * so that they read like hand-written TypeScript (unquoted keys, single quotes, one entry per block)
 * instead of a JSON dump. `indent` is the indentation of the line the value starts on.
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function literal(value: unknown, indent: string): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (Array.isArray(value)) {
    const items = value.map((item) => literal(item, `${indent}  `));
    const inline = `[${items.join(', ')}]`;
    if (inline.length <= 90 && !inline.includes('\n')) return inline;
    return `[\n${items.map((item) => `${indent}  ${item},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>).map(([key, field]) => {
      const name = IDENTIFIER.test(key) ? key : literal(key, indent);
      return `${name}: ${literal(field, `${indent}  `)}`;
    });
    const inline = `{ ${fields.join(', ')} }`;
    if (inline.length <= 90 && !inline.includes('\n')) return inline;
    return `{\n${fields.map((field) => `${indent}  ${field},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`Cannot serialise ${typeof value}`);
}
