'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import type { AllUnitNames } from '@/components/converter/all-unit-names';
import { WithMessages } from '@/components/i18n/with-messages';
import { Card, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import type { Locale } from '@/i18n/locales';
import { cardUnitsOf } from '@/lib/converter/card-units-of';
import { loadOnce } from '@/lib/site/load-once';
import { defineText } from '@/lib/custom-units/define-text';
import { useKeptUnits } from '@/components/custom-units/use-kept-units';
import { categories } from '@/lib/units/catalogue';
import {
  DEFAULT_WIDGET_CONFIG,
  iframeSnippet,
  PREVIEW_MAX,
  sanitizeWidgetConfig,
  scriptSnippet,
  WIDGET_HEIGHT,
  WIDGET_THEMES,
  WIDGET_WIDTH,
} from '@/lib/widget';
import { SizeInput } from './size-input';
import { SnippetBox } from './snippet-box';
import { WidgetPreview } from './widget-preview';
import { WidgetUnits } from './widget-units';

// The page sends the default category's unit names only; the others come when the visitor picks another category.
const loadAllUnitNames = loadOnce(() => import('@/components/converter/all-unit-names').then((module) => module.allUnitNames));

/** What the visitor has chosen, as typed: sizes stay text until they leave the field. */
interface Choice {
  category: string;
  from: string;
  to: string;
  width: string;
  height: string;
  theme: string;
}

const initialChoice: Choice = {
  category: DEFAULT_WIDGET_CONFIG.category,
  from: DEFAULT_WIDGET_CONFIG.from,
  to: DEFAULT_WIDGET_CONFIG.to,
  width: String(DEFAULT_WIDGET_CONFIG.width),
  height: String(DEFAULT_WIDGET_CONFIG.height),
  theme: DEFAULT_WIDGET_CONFIG.theme,
};

/**
 * The /widget configurator: category, units and size in; a live preview and both snippets out.
 * Changing the category keeps the chosen units: they come back when the visitor
 * returns to their category, and meanwhile the snippets use the new category's default units, so a
 * unit of another category is never emitted.
 */
export function WidgetConfigurator({ origin }: { origin: string }) {
  const t = useTranslations('Widget');
  const frameTitle = useTranslations('WidgetEmbed')('frameTitle');
  const categoryNames = useTranslations('CategoryNames');
  const lang = useLocale();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(initialChoice);
  const kept = useKeptUnits();
  // The visitor's own units of the category can be the widget's: their definitions travel in the snippets.
  const own = useMemo(() => kept.filter((unit) => unit.category === choice.category), [kept, choice.category]);
  const config = useMemo(() => sanitizeWidgetConfig({ ...choice, lang, define: own.map(defineText) }), [choice, lang, own]);
  const cardUnits = useMemo(
    () => [...(cardUnitsOf(config.category, config.lang)?.units ?? []), ...own.map(({ id, symbol, name }) => ({ id, symbol, name }))],
    [config.category, config.lang, own],
  );
  const [allNames, setAllNames] = useState<AllUnitNames | null>(null);
  const shipped = config.category === DEFAULT_WIDGET_CONFIG.category;
  useEffect(() => {
    if (shipped || allNames !== null) return;
    // Without them (a failed download, tried again when the category changes) the unit pickers wait.
    loadAllUnitNames()
      .then((load) => load(lang as Locale))
      .then(setAllNames, () => undefined);
  }, [config.category, shipped, allNames, lang]);
  const set = (field: keyof Choice) => (value: string) => setChoice((current) => ({ ...current, [field]: value }));
  // Leaving a size field shows the size the snippets use (clamped, or the default for junk).
  const settle = (field: 'width' | 'height') => () => set(field)(String(config[field]));
  const unitSelects = (
    <WidgetUnits
      id={id}
      category={config.category}
      units={cardUnits}
      from={config.from}
      to={config.to}
      labels={{ from: t('from'), to: t('to') }}
      onChange={{ from: set('from'), to: set('to') }}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <Card className="min-w-0">
          <CardTitle>{t('settingsTitle')}</CardTitle>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
              <Label htmlFor={`${id}-category`}>{t('category')}</Label>
              <NativeSelect id={`${id}-category`} value={config.category} onChange={(event) => set('category')(event.target.value)}>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {categoryNames(category.id)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {shipped ? unitSelects : allNames === null ? null : <WithMessages messages={allNames}>{unitSelects}</WithMessages>}
            <SizeInput
              id={`${id}-width`}
              label={t('width')}
              limits={WIDGET_WIDTH}
              value={choice.width}
              onChange={set('width')}
              onBlur={settle('width')}
            />
            <SizeInput
              id={`${id}-height`}
              label={t('height')}
              limits={WIDGET_HEIGHT}
              value={choice.height}
              onChange={set('height')}
              onBlur={settle('height')}
            />
            <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
              <Label htmlFor={`${id}-theme`}>{t('theme')}</Label>
              <NativeSelect id={`${id}-theme`} value={config.theme} onChange={(event) => set('theme')(event.target.value)}>
                {WIDGET_THEMES.map((theme) => (
                  <option key={theme} value={theme}>
                    {t(`themes.${theme}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </Card>
        <Card className="min-w-0">
          <CardTitle>{t('previewTitle')}</CardTitle>
          <p className="mt-1 text-sm text-slate-600">{t('previewNote', PREVIEW_MAX)}</p>
          <div className="mt-4">
            <WidgetPreview config={config} title={t('previewFrame')} />
          </div>
        </Card>
      </div>
      <Card>
        <CardTitle>{t('codeTitle')}</CardTitle>
        <div className="mt-4 grid gap-6 xl:grid-cols-2">
          <SnippetBox
            id={`${id}-iframe`}
            kind="iframe"
            label={t('iframeCode')}
            help={t('iframeHelp')}
            copyLabel={t('copyIframe')}
            recommended
            code={iframeSnippet({ origin, config, title: frameTitle })}
          />
          <SnippetBox
            id={`${id}-script`}
            kind="script"
            label={t('scriptCode')}
            help={t('scriptHelp')}
            copyLabel={t('copyScript')}
            code={scriptSnippet({ origin, config })}
          />
        </div>
      </Card>
    </div>
  );
}
