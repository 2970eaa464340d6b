/**
 * Site-wide link lists (footer, tools index), as plain data. Slugs are
 * "<from>-to-<to>" in English, as people search them, the same in every locale.
 */
export const footerPopularPairs = [
  { key: 'cmToIn', href: '/convert/length/cm-to-inches' },
  { key: 'kgToLb', href: '/converters/kg-to-pounds' },
  { key: 'cToF', href: '/convert/temperature/celsius-to-fahrenheit' },
  { key: 'usdToEur', href: '/convert/currency/usd-to-eur' },
] as const;

export const footerCategories = ['length', 'weight', 'temperature', 'currency'] as const;

export const tools = [
  { key: 'recipe', href: '/tools/recipe-converter', icon: 'chef-hat' },
  { key: 'foodCalories', href: '/tools/food-calories', icon: 'apple' },
  { key: 'bulk', href: '/tools/bulk-convert', icon: 'sheet' },
  { key: 'api', href: '/api', icon: 'braces' },
  { key: 'widget', href: '/widget', icon: 'code' },
] as const;

export const legalLinks = [
  { key: 'about', href: '/about' },
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
  { key: 'contact', href: '/contact' },
] as const;
