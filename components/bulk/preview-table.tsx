'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { Inspection } from '@/lib/bulk';

/** The header and first rows as read, so a wrong delimiter or a shifted header shows at once. */
export const PreviewTable = memo(function PreviewTable({ inspection, fileName }: { inspection: Inspection; fileName: string }) {
  const t = useTranslations('BulkConvert');
  const { headers, preview } = inspection;
  const caption = t('previewCaption', { name: fileName });
  return (
    // Focusable, so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {header.trim() === '' ? t('unnamedColumn', { number: index + 1 }) : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.map((row, r) => (
            <tr key={r} className="border-t border-slate-200">
              {headers.map((_, c) => (
                <td key={c} className="max-w-[16rem] truncate px-3 py-2 whitespace-nowrap text-slate-700" title={row[c]}>
                  {row[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
