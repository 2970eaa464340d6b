'use client';

import { useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import type { UnitNames } from './unit-names';
import { UnitSelect } from './unit-select';
import type { CardConversion } from './use-conversion';

/**
 * The top of every converter card: "Value", "From", swap, "To", for a card's `conversion`
 * (./use-conversion.ts). Every control works from the first paint as far as HTML allows: what was
 * typed before the page was live becomes the card's value once it is; `invalid` marks the value for
 * assistive technology when the result panel (`${id}-result`) shows an error.
 */
export function ConverterFields({
  id,
  conversion,
  names,
  invalid,
}: {
  id: string;
  conversion: CardConversion;
  names: UnitNames;
  invalid: boolean;
}) {
  const t = useTranslations('Converter');
  const { category, cardUnits: units, state } = conversion;
  useTypedBeforeHydration(`${id}-value`, conversion.setInput);
  // Hexadecimal digits include letters, which a decimal keypad does not offer.
  const inputMode = category === 'numeric' && state.from === 'hex' ? 'text' : 'decimal';
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${id}-value`}>{t('value')}</Label>
        <Input
          id={`${id}-value`}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={state.input}
          onChange={(event) => conversion.setInput(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-result`}
          bare
          className="h-12 w-full px-3 text-lg shadow-sm"
        />
      </div>
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <UnitSelect id={`${id}-from`} label={t('from')} units={units} value={state.from} names={names} onChange={conversion.setFrom} />
        <Button
          type="button"
          variant="secondary"
          size="icon-lg"
          onClick={conversion.swap}
          aria-label={t('swap')}
          title={t('swap')}
          className="justify-self-center"
        >
          <SpriteIcon name="arrow-left-right" className="h-5 w-5 rotate-90 sm:rotate-0" />
        </Button>
        <UnitSelect id={`${id}-to`} label={t('to')} units={units} value={state.to} names={names} onChange={conversion.setTo} />
      </div>
    </>
  );
}
