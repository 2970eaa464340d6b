'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Download } from '@/components/ui/icons';
import type { BulkSummary } from '@/lib/bulk';
import { Button } from '@/components/ui/button';

interface ResultsSummaryProps {
  readonly summary: BulkSummary;
  readonly fileName: string;
  readonly columnName: string;
  readonly onDownload: () => void;
}

/** The bulk result counts (total, converted, errors) and the download of the converted file. */
export function ResultsSummary({ summary, fileName, columnName, onDownload }: ResultsSummaryProps) {
  const t = useTranslations('BulkConvert');
  const format = useFormatter();
  const items = [
    { label: t('totalRows'), value: summary.totalRows, tone: 'text-slate-900' },
    { label: t('convertedRows'), value: summary.convertedRows, tone: 'text-green-800' },
    { label: t('errors'), value: summary.errors, tone: summary.errors > 0 ? 'text-red-700' : 'text-slate-900' },
  ];
  return (
    <div>
      <dl className="grid grid-cols-3 gap-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg bg-slate-50 p-3 text-center">
            <dt className="text-xs font-medium text-slate-700 sm:text-sm">{item.label}</dt>
            <dd className={`mt-1 text-xl font-bold sm:text-2xl ${item.tone}`}>{format.number(item.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="button" size="lg" onClick={onDownload}>
          <Download aria-hidden="true" className="h-5 w-5" />
          {t('download')}
        </Button>
        <p className="min-w-0 text-sm [overflow-wrap:anywhere] text-slate-700">
          {t('downloadHint', { file: fileName, column: columnName })}
        </p>
      </div>
    </div>
  );
}
