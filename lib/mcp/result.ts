/** Tool results: structured content with a readable text, or a tool error whose text carries the API's code and message. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiCatalogueCode } from '@/lib/api/catalogue';

export function toolResult(structured: Record<string, unknown>, text: string): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/**
 * A tool error: "CODE: message", and what else the API's error says (valid options) as JSON after it.
 * No structured content: clients check it against the tool's output schema, which describes the
 * answer, even on errors (the SDK's client does once it has listed the tools), and would turn the
 * error into a protocol failure the model never reads.
 */
export function toolError(code: ApiCatalogueCode | string, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  const details = Object.keys(extra).length === 0 ? '' : `\n${JSON.stringify(extra)}`;
  return { isError: true, content: [{ type: 'text', text: `${code}: ${message}${details}` }] };
}
