import { lazyMessages } from '@/i18n/lazy-messages';
import type UnitNamesMessages from './unit-names-messages/en.json';

/** Every category's unit names (namespace UnitNames), as messages to hand a client component. */
export type AllUnitNames = typeof UnitNamesMessages;

/**
 * Every category's unit names in a language (scripts/lazy-messages.ts), for a client view whose
 * category changes in the browser (the home page's card, the widget configurator): its page sends
 * only the first category's names, and this file comes when the visitor picks another. Import this
 * module on demand: it starts fetching the page's language as it loads.
 */
export const allUnitNames = lazyMessages<AllUnitNames>({
  en: () => import('./unit-names-messages/en.json'),
  es: () => import('./unit-names-messages/es.json'),
  de: () => import('./unit-names-messages/de.json'),
  fr: () => import('./unit-names-messages/fr.json'),
  no: () => import('./unit-names-messages/no.json'),
});
