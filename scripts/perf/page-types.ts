/** One address per page type, as `bench:pages` and the byte budgets weigh them (English, unprefixed). */
export const pageTypes = {
  home: '/',
  category: '/category/length',
  pair: '/convert/length/cm-to-inches',
  'kg-to-pounds': '/converters/kg-to-pounds',
  tools: '/tools',
  recipe: '/tools/recipe-converter',
  bulk: '/tools/bulk-convert',
  food: '/tools/food-calories',
  widget: '/widget',
  'widget-embed': '/widget/embed?category=length&from=cm&to=in',
  api: '/api',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  '404': '/no-such-page',
} as const satisfies Record<string, string>;

export type PageType = keyof typeof pageTypes;
