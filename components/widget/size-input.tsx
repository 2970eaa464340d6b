'use client';

import { useTranslations } from 'next-intl';
import { Label } from '@/components/ui/label';
import { Input } from '@/components/ui/input';
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
      <Label htmlFor={id}>{label}</Label>
      <Input
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
      />
      <p id={`${id}-range`} className="text-xs text-slate-600">
        {t('sizeRange', { min: limits.min, max: limits.max })}
      </p>
    </div>
  );
}
