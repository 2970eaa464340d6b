import { lazyMessages } from '@/i18n/lazy-messages';
import type Messages from './messages/en.json';

/** The editor's and the link note's words, fetched with their code (scripts/lazy-messages.ts writes the files). */
export const customUnitsMessages = lazyMessages<typeof Messages>({
  en: () => import('./messages/en.json'),
  es: () => import('./messages/es.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  no: () => import('./messages/no.json'),
});

export type CustomUnitsTexts = (typeof Messages)['CustomUnits'];
