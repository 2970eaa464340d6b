'use client';

import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

const KIB = 1024;
const MIB = 1024 * 1024;

/** A file size in the page's language: "820 bytes", "12.4 kB", "25.5 MB" (binary multiples, as the limit). */
export function useFileSize(): (bytes: number) => string {
  const format = useFormatter();
  return useCallback(
    (bytes: number) => {
      if (bytes < KIB) return format.number(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
      if (bytes < MIB) return format.number(bytes / KIB, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
      return format.number(bytes / MIB, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    },
    [format],
  );
}
