'use client';

import { useLocale } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { useLoadedStore } from '@/components/storage/use-loaded-store';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { OpenedDialogProps } from '@/components/ui/dialog-button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OpenedDialog, useDialogMessages } from '@/components/ui/opened-dialog';
import { downloadBlob } from '@/components/ui/download-blob';
import type { Locale } from '@/i18n/locales';
import { fillTemplate } from '@/lib/format/template';
import { compoundPartsOf } from '@/lib/units/compound';
import { exportedUnits, readImportedUnits } from '@/lib/custom-units/file';
import type { CustomUnitsState } from '@/lib/custom-units/store';
import type { CustomUnit } from '@/lib/custom-units/types';
import { customUnitsMessages } from './custom-units-messages';
import { DefinitionLine } from './definition-line';
import { UnitForm, type BaseUnit } from './unit-form';
import { changeCustomUnits } from './change-custom-units';

const EMPTY: readonly CustomUnit[] = [];
const pickUnits = (state: CustomUnitsState) => state.units;
const act = (action: (state: CustomUnitsState) => void) =>
  void changeCustomUnits().then(
    (store) => action(store.getState()),
    () => undefined,
  );

/**
 * "Your units": the visitor's own units of a category, each edited or deleted in place, a form to
 * add one, and the whole list (every category's) exported to or imported from a JSON file. Loaded
 * only when opened (./your-units-button.tsx); closing gives focus back to the button.
 */
export default function CustomUnitsDialog({
  category,
  baseUnits,
  onClose,
  returnFocus,
}: {
  category: string;
  baseUnits: readonly BaseUnit[];
} & OpenedDialogProps) {
  const locale = useLocale() as Locale;
  const messages = useDialogMessages(customUnitsMessages(locale), onClose);
  const id = useId();
  const { value: all } = useLoadedStore(changeCustomUnits, pickUnits, EMPTY);
  const [editing, setEditing] = useState<CustomUnit | null>(null);
  const [status, setStatus] = useState('');
  if (messages === null) return null;
  const t = messages.CustomUnits;
  const units = all.filter((unit) => unit.category === category);
  // A unit of one's own is an amount of one plain unit, not of "ft + in".
  const bases = baseUnits.filter((base) => compoundPartsOf(category, base.id) === undefined);
  const baseLabel = (unit: string) => baseUnits.find((base) => base.id === unit)?.label ?? unit;

  function save(unit: CustomUnit) {
    const before = editing;
    act((state) => (before === null ? state.keep(unit) : state.replace(before.id, unit)));
    setEditing(null);
    setStatus(fillTemplate(t.saved, { name: unit.name }));
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const imported = await readImportedUnits(file);
    if (imported.length === 0) {
      setStatus(t.importFailed);
      return;
    }
    act((state) => state.merge(imported));
    setStatus(fillTemplate(t.imported, { count: imported.length }));
  }

  return (
    <OpenedDialog onClose={onClose} returnFocus={returnFocus} closeLabel={t.close}>
      <DialogTitle className="pr-10">{t.title}</DialogTitle>
      <DialogDescription>{t.description}</DialogDescription>
      {units.length === 0 ? (
        <p className="text-sm text-slate-700">{t.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {units.map((unit) => (
            <li key={unit.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <DefinitionLine unit={unit} base={baseLabel(unit.unit)} texts={t} locale={locale} />
              <span className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={fillTemplate(t.editNamed, { name: unit.name })}
                  onClick={() => setEditing(unit)}
                >
                  {t.edit}
                </Button>
                <Button
                  type="button"
                  variant="ghost-destructive"
                  size="sm"
                  aria-label={fillTemplate(t.deleteNamed, { name: unit.name })}
                  onClick={() => {
                    act((state) => state.remove(unit.category, unit.id));
                    if (editing?.id === unit.id) setEditing(null);
                    setStatus(fillTemplate(t.deleted, { name: unit.name }));
                  }}
                >
                  {t.delete}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <UnitForm
        key={editing?.id ?? ''}
        category={category}
        baseUnits={bases}
        editing={editing}
        texts={t}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
        <Button
          type="button"
          variant="secondary"
          disabled={all.length === 0}
          onClick={() => downloadBlob(new Blob([exportedUnits(all)], { type: 'application/json' }), 'unitly-units.json')}
        >
          {t.exportAll}
        </Button>
        <input
          id={`${id}-import`}
          type="file"
          accept="application/json,.json"
          className="peer sr-only"
          onChange={(event) => void importFile(event)}
        />
        <label
          htmlFor={`${id}-import`}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          )}
        >
          {t.importAll}
        </label>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </OpenedDialog>
  );
}
