'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { AllUnitNames } from '@/components/converter/all-unit-names';
import { WithMessages } from '@/components/i18n/with-messages';
import { Card, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import type { Locale } from '@/i18n/locales';
import { cardUnitsOf } from '@/lib/converter/card-units-of';
import { loadedOnce, loadOnce } from '@/lib/site/load-once';
import { defineText } from '@/lib/custom-units/define-text';
import { useKeptUnits } from '@/components/custom-units/use-kept-units';
import { categories } from '@/lib/units/catalogue';
// Each from its own module, never the lib/widget barrel: its checks (zod/mini) load with the view.
import { choiceOf, DEFAULT_WIDGET_CONFIG, type WidgetChoice } from '@/lib/widget/defaults';
import { WIDGET_THEMES } from '@/lib/widget/frame';
import { PREVIEW_MAX, WIDGET_HEIGHT, WIDGET_WIDTH } from '@/lib/widget/limits';
import type { WidgetView } from '@/lib/widget/view';
import { SizeInput } from './size-input';
import { SnippetBox } from './snippet-box';
import { WidgetPreview } from './widget-preview';
import { WidgetUnits } from './widget-units';

// The page sends the default category's unit names only; the others come when the visitor picks another category.
const loadAllUnitNames = loadOnce(() => import('@/components/converter/all-unit-names').then((module) => module.allUnitNames));

type ViewModule = typeof import('@/lib/widget/view');

const initialChoice = choiceOf(DEFAULT_WIDGET_CONFIG);

// The view of a choice (its checked config and snippets): the server writes the first one.
const viewModule = loadedOnce(() => import('@/lib/widget/view'));

/**
 * The /widget configurator: category, units and size in; a live preview and both snippets out.
 * Changing the category keeps the chosen units: they come back when the visitor
 * returns to their category, and meanwhile the snippets use the new category's default units, so a
 * unit of another category is never emitted.
 */
export function WidgetConfigurator({ origin, initial }: { origin: string; initial: WidgetView }) {
  const t = useTranslations('Widget');
  const frameTitle = useTranslations('WidgetEmbed')('frameTitle');
  const categoryNames = useTranslations('CategoryNames');
  const lang = useLocale();
  const id = useId();
  const [choice, setChoice] = useState<WidgetChoice>(initialChoice);
  const kept = useKeptUnits();
  // The visitor's own units of the category can be the widget's: their definitions travel in the snippets.
  const own = useMemo(() => kept.filter((unit) => unit.category === choice.category), [kept, choice.category]);
  const [viewer, setViewer] = useState(viewModule.loaded);
  const changed = choice !== initialChoice || own.length > 0;
  const preload = () => {
    viewModule.load().then(setViewer, () => undefined);
  };
  useEffect(() => {
    // A failed download is tried again at the next change.
    if (changed && viewer === undefined) viewModule.load().then(setViewer, () => undefined);
  }, [changed, viewer, choice]);
  const viewOf = useCallback(
    (module: ViewModule) => module.widgetView({ choice, lang: lang as Locale, define: own.map(defineText), origin, title: frameTitle }),
    [choice, lang, own, origin, frameTitle],
  );
  const view = useMemo(() => (changed && viewer !== undefined ? viewOf(viewer) : initial), [changed, viewer, viewOf, initial]);
  // A copy pressed before the writer has come copies the current choice's snippet, not the one shown.
  const snippetOf = (kind: 'iframe' | 'script') => () =>
    changed && viewer === undefined ? viewModule.load().then((module) => viewOf(module)[kind]) : view[kind];
  const { config } = view;
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
  const set = (field: keyof WidgetChoice) => (value: string) => setChoice((current) => ({ ...current, [field]: value }));
  // Leaving a size field shows the size the snippets use (clamped, or the default for junk).
  // (Not before the view is in: `config` is still the server's.)
  const settle = (field: 'width' | 'height') => () => {
    if (viewer !== undefined) set(field)(String(config[field]));
  };
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
    // A visitor reaching for the settings will soon change one: load what writes the new widget.
    <div className="flex flex-col gap-6" onFocusCapture={preload} onPointerDownCapture={preload}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <Card className="min-w-0">
          <CardTitle>{t('settingsTitle')}</CardTitle>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
              <Label htmlFor={`${id}-category`}>{t('category')}</Label>
              <NativeSelect id={`${id}-category`} value={choice.category} onChange={(event) => set('category')(event.target.value)}>
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
              <NativeSelect id={`${id}-theme`} value={choice.theme} onChange={(event) => set('theme')(event.target.value)}>
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
            <WidgetPreview config={config} src={view.preview} title={t('previewFrame')} />
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
            code={view.iframe}
            copy={snippetOf('iframe')}
          />
          <SnippetBox
            id={`${id}-script`}
            kind="script"
            label={t('scriptCode')}
            help={t('scriptHelp')}
            copyLabel={t('copyScript')}
            code={view.script}
            copy={snippetOf('script')}
          />
        </div>
      </Card>
    </div>
  );
}
