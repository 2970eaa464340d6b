'use client';

import { useTranslations } from 'next-intl';
import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from '@/lib/recipe/types';

const SYSTEM_LABELS = {
  metric: 'metric',
  imperial: 'imperial',
  'metric-weight': 'metricWeight',
  'as-written': 'asWritten',
} as const satisfies Record<MeasurementSystem, string>;

/** Metric, imperial, metric with dry ingredients weighed, or the recipe's own units, as radio buttons drawn as a segmented control. */
export function SystemChoice({ value, onChange }: { value: MeasurementSystem; onChange: (system: MeasurementSystem) => void }) {
  const t = useTranslations('RecipeConverter');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('system')}</legend>
      <div className="mt-1 inline-flex flex-wrap rounded-md border border-slate-300 bg-white p-0.5">
        {MEASUREMENT_SYSTEMS.map((system) => (
          <label
            key={system}
            className="relative cursor-pointer rounded px-4 py-2 text-sm font-medium text-slate-700 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="measurement-system"
              value={system}
              checked={value === system}
              onChange={() => onChange(system)}
              // Over the whole label, invisible: the visible segment is the label, yet a click
              // or tap lands on the radio itself.
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            {t(SYSTEM_LABELS[system])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
