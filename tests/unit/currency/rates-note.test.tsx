import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatesNote, type RatesNoteProps } from '@/components/currency/rates-note';
import { messages, type Locale } from '@/tests/support/messages';
import { STUB_LAST_UPDATED } from '@/tests/support/rates-stub';

function text(locale: Locale, props: RatesNoteProps): string {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="UTC">
      <RatesNote {...props} />
    </NextIntlClientProvider>,
  );
  return html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&nbsp;', '\u00a0');
}

describe('RatesNote', () => {
  it('gives the day of the rates in the en-US long format and says they are for reference only', () => {
    expect(text('en', { lastUpdated: STUB_LAST_UPDATED })).toBe('Rates updated November 20, 2026\u00a0· for reference only');
  });

  it.each([
    ['es', 'Tipos de cambio actualizados el 20 de noviembre de 2026\u00a0· solo a título orientativo'],
    ['de', 'Kurse aktualisiert am 20. November 2026\u00a0· nur zur Orientierung'],
    ['fr', 'Taux mis à jour le 20 novembre 2026\u00a0· à titre indicatif uniquement'],
    ['no', 'Kursene er oppdatert 20. november 2026\u00a0· kun ment som veiledning'],
  ] as const)('reads naturally in %s, with the date in that language', (locale, expected) => {
    expect(text(locale, { lastUpdated: STUB_LAST_UPDATED })).toBe(expected);
  });

  it('says the rates are loading while they are', () => {
    expect(text('en', { lastUpdated: undefined, isLoading: true })).toBe('Loading exchange rates…');
    expect(text('de', { lastUpdated: undefined, isLoading: true })).toBe('Wechselkurse werden geladen …');
  });

  it('says so when the rates could not be loaded', () => {
    expect(text('en', { lastUpdated: undefined })).toBe('Exchange rates could not be loaded');
  });
});
