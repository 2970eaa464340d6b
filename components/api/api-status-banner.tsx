'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { FETCH_ONCE } from '@/components/fetch/fetch-once';
import { TriangleAlert } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { ApiStatusBody } from '@/lib/api/schemas';
import { STATUS_PATH } from '@/lib/api/url';
import { fetchJson } from '@/lib/fetch/fetch-json';

/**
 * The yellow "API Currently Disabled" banner, shown only when /api/status says so: while the status
 * is unknown, and when the call fails, the API counts as enabled.
 */
export function ApiStatusBanner() {
  const t = useTranslations('ApiStatusBanner');
  const { data } = useSWR<Partial<ApiStatusBody>>(STATUS_PATH, fetchJson, FETCH_ONCE);
  if (data?.enabled !== false) return null;
  return (
    <div role="status" className="mt-6 flex gap-3 rounded-lg border border-yellow-400 bg-yellow-50 p-4 text-yellow-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-yellow-700" />
      <div>
        <h2 className="font-semibold">{t('title')}</h2>
        <p className="mt-1 text-sm">
          {t.rich('text', {
            contact: (chunks) => (
              <Link href="/contact" className="font-medium underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
