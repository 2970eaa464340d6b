'use client';

import { useTranslations } from 'next-intl';
import type { SizeLimits } from '@/lib/widget';

/**
 * A labelled number input for the widget's width or height. The browser's min/max only hint; the
 * snippets use the sanitised size, and leaving the field shows that size.
 */
export function SizeInput({
  id,
  label,
  limits,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  limits: SizeLimits;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const t = useTranslations('Widget');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={`${id}-range`}
        className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm"
      />
      <p id={`${id}-range`} className="text-xs text-slate-600">
        {t('sizeRange', { min: limits.min, max: limits.max })}
      </p>
    </div>
  );
}
