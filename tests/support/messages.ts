import de from '@/messages/de.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import fr from '@/messages/fr.json' with { type: 'json' };
import no from '@/messages/no.json' with { type: 'json' };
import { locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/locale-path';

export const messages = { en, es, de, fr, no } as const satisfies Record<Locale, typeof en>;
export { locales, localizedPath, type Locale };
