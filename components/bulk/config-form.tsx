'use client';

import { useTranslations } from 'next-intl';
import { memo, useId } from 'react';
import type { CustomUnit } from '@/lib/custom-units/types';
import type { Selection, SelectionField } from '@/lib/bulk';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { customUnitOptions } from './custom-unit-options';
import type { BulkPickerOptions, SelectOption } from './unit-options';

interface ConfigFormProps {
  readonly selection: Selection;
  /** The file's headers, or null before a file is loaded (everything is disabled then). */
  readonly headers: readonly string[] | null;
  readonly busy: boolean;
  /** The file is being converted: the Convert button shows that it waits. */
  readonly converting: boolean;
  readonly complete: boolean;
  /** Currency rates still loading: the conversion waits for them. */
  readonly waitingForRates: boolean;
  /** The visitor's kept units of every category: the chosen category's are offered under "Your units". */
  readonly kept: readonly CustomUnit[];
  /** The categories and their units, as the server wrote them. */
  readonly options: BulkPickerOptions;
  readonly onSelect: (field: SelectionField, value: string) => void;
  readonly onConvert: () => void;
}

function Select({
  label,
  placeholder,
  value,
  options,
  group,
  disabled,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  options: readonly SelectOption[];
  /** Options after the others under a heading of their own. */
  group?: { readonly label: string; readonly options: readonly SelectOption[] };
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        required
        onChange={(event) => onChange(event.target.value)}
        bare
        className="h-10 w-full px-2 text-sm shadow-sm disabled:bg-slate-100 disabled:text-slate-500"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {group !== undefined && group.options.length > 0 ? (
          <optgroup label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ) : null}
      </NativeSelect>
    </div>
  );
}

/** Category, From, To and Column, and the Convert button that needs all four. */
export const ConfigForm = memo(function ConfigForm({
  selection,
  headers,
  busy,
  converting,
  complete,
  waitingForRates,
  kept,
  options,
  onSelect,
  onConvert,
}: ConfigFormProps) {
  const t = useTranslations('BulkConvert');
  const messageId = useId();
  const categoryOptions = options.categories;
  const unitOptions = options.units[selection.category] ?? [];
  const yours = { label: t('yourUnits'), options: customUnitOptions(kept, selection.category) };
  const columnOptions = (headers ?? []).map((header, index) => ({
    value: String(index),
    label: header.trim() === '' ? t('unnamedColumn', { number: index + 1 }) : header,
  }));
  const disabled = headers === null || busy;
  const unitsDisabled = disabled || selection.category === '';
  const showRequired = headers !== null && !complete;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !busy) onConvert();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={t('category')}
          placeholder={t('selectCategory')}
          value={selection.category}
          options={categoryOptions}
          disabled={disabled}
          onChange={(value) => onSelect('category', value)}
        />
        <Select
          label={t('from')}
          placeholder={t('selectUnit')}
          value={selection.from}
          options={unitOptions}
          group={yours}
          disabled={unitsDisabled}
          onChange={(value) => onSelect('from', value)}
        />
        <Select
          label={t('to')}
          placeholder={t('selectUnit')}
          value={selection.to}
          options={unitOptions}
          group={yours}
          disabled={unitsDisabled}
          onChange={(value) => onSelect('to', value)}
        />
        <Select
          label={t('column')}
          placeholder={t('selectColumn')}
          value={selection.column}
          options={columnOptions}
          disabled={disabled}
          onChange={(value) => onSelect('column', value)}
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={!complete || busy}
          loading={converting}
          aria-describedby={showRequired ? messageId : undefined}
        >
          {t('convert')}
        </Button>
        {showRequired ? (
          <p id={messageId} className="text-sm text-red-700">
            {t('errorRequired')}
          </p>
        ) : null}
        {waitingForRates ? (
          <p role="status" className="text-sm text-slate-700">
            {t('loadingRates')}
          </p>
        ) : null}
      </div>
    </form>
  );
});
