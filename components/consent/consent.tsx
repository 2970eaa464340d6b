import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ConsentBanner } from './consent-banner';

/** The consent banner with its words and privacy link rendered here, on the server. */
export function Consent() {
  const t = useTranslations('Consent');
  return (
    <ConsentBanner
      texts={{ label: t('label'), text: t('text'), accept: t('accept'), decline: t('decline') }}
      privacyLink={
        <Link href="/privacy" className="text-brand-700 underline">
          {t('privacy')}
        </Link>
      }
    />
  );
}
