import type { PageType } from '../../scripts/perf/page-types';

/**
 * Byte budgets of the production build (gzip, bytes), checked by byte-budgets.spec.ts. Bytes depend
 * on the build only, never on the machine's load. Raise one only with a reason in the commit.
 *
 * The goals are set against a hello-world Next.js 16 page (the floor, which `npm run bench:pages`
 * builds and measures; `weighPage` counts every script the HTML loads, the floor's too): pair,
 * category and home <= floor + 20 KB, about and the other text pages <= floor + 6, /widget/embed
 * <= floor + 10. The other pages are held to what the build reaches today, rounded up, so nothing
 * grows back. The measured figures and their history are in docs/PERFORMANCE.md.
 */
const KB = 1024;
/** The hello-world page's JavaScript as bench:pages measures it (scripts/perf), for this Next.js. */
const FLOOR = Math.round(170.4 * KB);

/**
 * What a converter card needs to offer the visitor's own units (issue 45): the check whether any are
 * kept or the link defines some, the "Your units" button and the card's merging of those units. The
 * editor, the store and the definitions' reader load only when used; this is the part that cannot.
 */
const YOUR_UNITS = 0.45 * KB;

/**
 * A pair page's "Add to home screen" (issue 45): the button, the listener that keeps Chromium's install
 * prompt from the moment the page's scripts run (it fires long before a press), and the card's check
 * whether the page was opened as the installed app. The dialog and the rest load when used.
 */
const INSTALL_PAIR = 0.55 * KB;

/**
 * The quick box's answers writing cups and spoons in the cook's words of each language ("2 tazas",
 * "3 EL", issue 43), on the category page's first scripts with the box.
 */
const KITCHEN_WORDS = 0.1 * KB;

/**
 * The FAQ's questions working from the first paint (issue 40): plain disclosure buttons hydrated with
 * the page and the FAQPage data built from the same items, where React.lazy's fallback held presses
 * for the accordion's code. Radix's accordion still loads once the page is live. It took the FAQ's
 * second copy out of the HTML (docs/PERFORMANCE.md).
 */
const FAQ_AT_FIRST_PAINT = 0.3 * KB;

/** The goal for the tool pages (issue 42): floor + 30 KB. */
const TOOLS = FLOOR + 30 * KB;

export const jsBudgets = {
  home: FLOOR + 20 * KB + YOUR_UNITS,
  category: FLOOR + 20 * KB + YOUR_UNITS + KITCHEN_WORDS + FAQ_AT_FIRST_PAINT,
  pair: FLOOR + 20 * KB + YOUR_UNITS + INSTALL_PAIR + FAQ_AT_FIRST_PAINT,
  // The tool pages (issue 42): what each loads before it is used waits for the action that uses it.
  // The server writes its converter's first state; the state changes (and the catalogue) load on demand.
  'kg-to-pounds': TOOLS,
  tools: FLOOR + 6 * KB,
  recipe: 195 * KB,
  // The server writes the pickers' options; the worker protocol's check loads with the first job.
  bulk: TOOLS,
  // swr fetches the food search.
  food: 194 * KB,
  // The server writes the first snippets; the config's check (zod/mini) loads with the first change.
  widget: TOOLS,
  // The goal is floor + 10 KB (its card's stored units and format, toast store and engine loader load on
  // demand); the size charts' start sizes and notes and the pickers' hydration fix put it 46 bytes
  // past, and the card's sprite icons (<svg><use>, which spare the page an SVG image per icon)
  // 133 more, to be won back (docs/PERFORMANCE.md).
  // The merged texts of 28 November 2026 (names, typography) added 396 bytes, not yet traced.
  // Issue 42's stores, which its card loads once live, cost the first scripts a few dozen bytes.
  'widget-embed': FLOOR + 10.8 * KB,
  // swr fetches the API status.
  api: 190 * KB,
  about: FLOOR + 6 * KB,
  privacy: FLOOR + 6 * KB,
  terms: FLOOR + 6 * KB,
  contact: FLOOR + 6 * KB,
  '404': FLOOR + 6 * KB,
} as const satisfies Record<PageType, number>;

/**
 * HTML of every pair page, pre-rendered or rendered on demand, in every language, gzip. Pair pages
 * carry their own definitions, examples and FAQ and a 31-category navigation: the goal, 17 KB, holds
 * the heaviest (the most visited pairs, with their values people look up), with the sidebar's names
 * and the page's chrome styled by class rather than one list of utilities per element.
 */
export const pairHtmlBudget = 17 * KB;

/**
 * A currency pair page's two pickers list all 156 currencies in its HTML, so one can be chosen before
 * the page is live; that list is what this adds to the pair budget.
 */
const currencyPairHtmlBudget = pairHtmlBudget + 3.5 * KB;

/** The HTML budget of the pair page at `path` (a URL path or a file of the build). */
export const htmlBudgetOf = (path: string) => (path.includes('/convert/currency/') ? currencyPairHtmlBudget : pairHtmlBudget);
