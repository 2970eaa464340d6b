import { describe, expect, it } from 'vitest';
import { DEFAULT_API_LIMITS } from '@/lib/api';
import { llmsText } from '@/lib/api/llms';
import { MCP_TOOL_NAMES } from '@/lib/mcp/tool-names';

const text = llmsText({ origin: 'https://unitly.example', limits: { anonymous: 7, keyed: 70, windowSeconds: 9 } });

describe('/llms.txt', () => {
  it('starts with the site name and a summary, as the llms.txt convention asks', () => {
    expect(text.startsWith('# Unitly\n\n> ')).toBe(true);
  });

  it('gives every endpoint with an example, at this deployment’s address', () => {
    expect(text).toContain('https://unitly.example/api/convert?category=length&from=cm&to=in&value=100');
    expect(text).toContain('POST /api/convert');
    expect(text).toContain('{"items":[{"category":"length","from":"cm","to":"in","value":100}');
    for (const path of ['/api/status', '/api/currency-rates', '/api/food-search', '/api/openapi.json']) expect(text).toContain(path);
  });

  it('names the MCP address and every tool', () => {
    expect(text).toContain('https://unitly.example/api/mcp');
    for (const name of MCP_TOOL_NAMES) expect(text).toContain(`\`${name}\``);
  });

  it('states the configured fair-use terms', () => {
    expect(text).toContain('7 requests per 9 seconds');
    expect(text).toContain('get 70 per key');
    expect(llmsText({ origin: '', limits: DEFAULT_API_LIMITS })).toContain(`${DEFAULT_API_LIMITS.anonymous} requests per`);
  });
});
