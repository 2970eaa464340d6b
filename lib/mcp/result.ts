/** Tool results: structured content with a readable text, or a tool error carrying the API's code and message. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiCatalogueCode } from '@/lib/api/catalogue';

export function toolResult(structured: Record<string, unknown>, text: string): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

export function toolError(code: ApiCatalogueCode | string, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: `${code}: ${message}` }],
    structuredContent: { ok: false, error: code, message, ...extra },
  };
}
