'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

interface ProgressPanelProps {
  readonly bytesRead: number;
  readonly totalBytes: number;
  readonly rows: number;
  readonly onCancel: () => void;
}

/** A conversion under way: how far it has got (by bytes read), rows so far, and Cancel. */
export function ProgressPanel({ bytesRead, totalBytes, rows, onCancel }: ProgressPanelProps) {
  const t = useTranslations('BulkConvert');
  const format = useFormatter();
  const fraction = totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 0;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <progress
          aria-label={t('progressLabel')}
          value={Math.round(fraction * 100)}
          max={100}
          className="h-3 w-full overflow-hidden rounded-full accent-brand-600 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
        />
        <p className="mt-2 text-sm text-slate-700">{t('progress', { percent: format.number(fraction, { style: 'percent' }), rows })}</p>
      </div>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
