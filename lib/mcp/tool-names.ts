/** The MCP server's tools, by name (a contract: assistants and the site's own docs name them). */
export const MCP_TOOL_NAMES = ['convert', 'convert_batch', 'quick_convert', 'list_units', 'scale_recipe', 'food_nutrition'] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];

export const MCP_PATH = '/api/mcp';
