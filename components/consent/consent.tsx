import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/**
 * Asks once for consent to statistics and ad cookies; nothing optional loads before an answer.
 * Server HTML only, drawn with the page's first paint and fixed over the bottom of the screen, so
 * nothing moves when it goes. The head script (lib/site/consent-script.ts, written by the layout)
 * hides it before the first paint for a visitor who already answered and answers its buttons (the data- attributes below are what
 * it looks for), whether or not the page's scripts have run; Analytics hears of the answer.
 */
export function Consent() {
  const t = useTranslations('Consent');
  return (
    <section aria-label={t('label')} data-consent-banner="" className="consent-banner">
      <div className="consent-bar">
        <p className="text-sm">
          {t('text')}{' '}
          <Link href="/privacy" className="text-brand-700 underline">
            {t('privacy')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="secondary" data-consent-choice="denied">
            {t('decline')}
          </Button>
          <Button type="button" data-consent-choice="granted">
            {t('accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}
