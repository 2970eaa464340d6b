'use client';

import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { Link } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { useRehydrated } from '@/components/storage/use-rehydrated';
import { consentStore } from '@/lib/consent/store';

/** Asks once for consent to statistics and ad cookies; nothing optional loads before an answer. */
export function ConsentBanner() {
  const t = useTranslations('Consent');
  const decision = useStore(consentStore, (s) => s.decision);
  const decide = useStore(consentStore, (s) => s.decide);
  const hydrated = useRehydrated(consentStore);

  if (!hydrated || decision !== null) return null;
  return (
    <section
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          {t('text')}{' '}
          <Link href="/privacy" className="text-brand-700 underline">
            {t('privacy')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => decide('denied')}>
            {t('decline')}
          </Button>
          <Button onClick={() => decide('granted')}>{t('accept')}</Button>
        </div>
      </div>
    </section>
  );
}
