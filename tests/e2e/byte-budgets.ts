import type { PageType } from '../../scripts/perf/page-types';

/**
 * Byte budgets of the production build (gzip, bytes), checked by byte-budgets.spec.ts. Bytes depend
 * on the build only, never on the machine's load. Raise one only with a reason in the commit.
 *
 * The goals are set against a hello-world Next.js 16 page (the floor, about 131 KB of
 * JavaScript; `npm run bench:pages` measures it): pair page <= floor + 20 KB (aim + 10), category
 * and home <= floor + 20, about/privacy/terms/contact/404 <= floor + 5, /widget/embed <= floor + 10,
 * recipe, bulk and food <= floor + 45, pair HTML <= 15 KB. The budgets below hold what the build
 * reaches today (measured 24 November 2026, rounded up to the next KB plus 1 KB) so nothing grows
 * back; most pages are still above their goal (README, "Lean pages").
 */
const KB = 1024;

export const jsBudgets = {
  home: 232 * KB,
  category: 235 * KB,
  pair: 235 * KB,
  'kg-to-pounds': 232 * KB,
  tools: 219 * KB,
  recipe: 298 * KB,
  bulk: 277 * KB,
  food: 256 * KB,
  widget: 259 * KB,
  'widget-embed': 212 * KB,
  api: 227 * KB,
  about: 219 * KB,
  privacy: 219 * KB,
  terms: 219 * KB,
  contact: 219 * KB,
  '404': 169 * KB,
} as const satisfies Record<PageType, number>;

/** HTML of a pair page, gzip (15.3 KB when set; the goal is 15). */
export const pairHtmlBudget = 16 * KB;
