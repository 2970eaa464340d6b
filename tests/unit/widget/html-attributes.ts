/**
 * Reads the attributes of the single element a snippet holds, as an HTML parser would for the
 * double-quoted attributes snippets write, decoding the four entities they use.
 */
export function snippetAttributes(snippet: string): Record<string, string> {
  const open = /^<(iframe|script)((?:\s+[a-z-]+(?:="[^"]*")?)*)>/.exec(snippet);
  if (!open) throw new Error(`Not a snippet: ${snippet}`);
  const decode = (text: string) =>
    text.replace(/&(amp|quot|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[name]!);
  const attributes: Record<string, string> = {};
  for (const match of open[2]!.matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)) attributes[match[1]!] = decode(match[2] ?? '');
  return attributes;
}
