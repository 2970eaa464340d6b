'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { Inspection } from '@/lib/bulk';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The header and first rows as read, so a wrong delimiter or a shifted header shows at once. */
export const PreviewTable = memo(function PreviewTable({ inspection, fileName }: { inspection: Inspection; fileName: string }) {
  const t = useTranslations('BulkConvert');
  const { headers, preview } = inspection;
  const caption = t('previewCaption', { name: fileName });
  return (
    // Focusable, so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-md border border-slate-200">
      <Table className="min-w-full [&_td]:px-3 [&_td]:py-2 [&_th]:px-3">
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader className="bg-slate-100">
          <TableRow>
            {headers.map((header, index) => (
              <TableHead key={index} className="whitespace-nowrap">
                {header.trim() === '' ? t('unnamedColumn', { number: index + 1 }) : header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {preview.map((row, r) => (
            <TableRow key={r}>
              {headers.map((_, c) => (
                <TableCell key={c} className="max-w-[16rem] truncate whitespace-nowrap text-slate-700" title={row[c]}>
                  {row[c] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
});
