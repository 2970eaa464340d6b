/**
 * A message with its `{name}` placeholders filled from `values`; a placeholder without a value
 * stays as written, so a missing value shows in the text instead of "undefined". Typesetting for a
 * language is `fillTypeset` (./typography.ts), kept apart so that the browser's cards, which fill
 * templates, do not carry the typography rules.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
