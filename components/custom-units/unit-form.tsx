'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { fillTemplate } from '@/lib/format/template';
import { customUnitOf } from '@/lib/custom-units/read-definition';
import type { CustomUnit } from '@/lib/custom-units/types';
import type { CustomUnitsTexts } from './custom-units-messages';

/** A catalogue unit a custom one can be an amount of, as the form lists it. */
export interface BaseUnit {
  readonly id: string;
  readonly label: string;
}

/** "0,78" as typed in German or French is the decimal 0.78 the definition keeps. */
const amountText = (typed: string) =>
  typed
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');

/**
 * Adds a unit or edits one (`editing`): name, optional symbol, how many of which unit. Checked by
 * the same reader as links and the API (lib/custom-units); a refusal is said in the visitor's
 * language beside the form, and nothing typed is lost.
 */
export function UnitForm({
  category,
  baseUnits,
  editing,
  texts,
  onSave,
  onCancel,
}: {
  category: string;
  baseUnits: readonly BaseUnit[];
  editing: CustomUnit | null;
  texts: CustomUnitsTexts;
  onSave: (unit: CustomUnit) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [symbol, setSymbol] = useState(editing === null || editing.symbol === editing.name ? '' : editing.symbol);
  const [amount, setAmount] = useState(editing?.amount ?? '');
  const [unit, setUnit] = useState(editing?.unit ?? baseUnits[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = customUnitOf(category, { name, symbol, amount: amountText(amount), unit });
    if (!read.ok) {
      setError(texts.errors[read.code]);
      return;
    }
    setError(null);
    onSave(read.unit);
    if (editing === null) {
      setName('');
      setSymbol('');
      setAmount('');
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {editing === null ? texts.addHeading : fillTemplate(texts.editHeading, { name: editing.name })}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-name`}>{texts.name}</Label>
          <Input id={`${id}-name`} value={name} maxLength={40} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-symbol`}>{texts.symbol}</Label>
          <Input id={`${id}-symbol`} value={symbol} maxLength={12} autoComplete="off" onChange={(event) => setSymbol(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-amount`}>{texts.amount}</Label>
          <Input
            id={`${id}-amount`}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={error === null ? undefined : true}
            aria-describedby={error === null ? undefined : `${id}-error`}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-unit`}>{texts.unit}</Label>
          <NativeSelect id={`${id}-unit`} value={unit} onChange={(event) => setUnit(event.target.value)}>
            {baseUnits.map((base) => (
              <option key={base.id} value={base.id}>
                {base.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error === null ? null : (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{texts.save}</Button>
        {editing === null ? null : (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
