import type { Locale } from './messages';

/**
 * The languages axe checks every page type in: English, and German for the longest texts.
 *
 * Axe reads a page's structure, names, roles and contrast. A translation changes only the words,
 * and a missing or empty message is caught earlier by the message-file unit tests, so running axe
 * on the same page in all five languages found nothing new and doubled the browser suite's time,
 * which CI must keep under 25 minutes on two cores. Every locale is still opened and checked for
 * its texts by the page's own tests.
 */
export const AXE_LOCALES = ['en', 'de'] as const satisfies readonly Locale[];

export const checksAxeIn = (locale: Locale): boolean => (AXE_LOCALES as readonly Locale[]).includes(locale);
