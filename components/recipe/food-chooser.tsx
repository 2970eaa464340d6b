'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadOnce } from '@/lib/site/load-once';

type Panel = typeof import('./food-chooser-panel').FoodChooserPanel;

/*
 * Few visitors open the chooser (only lines without nutrition data offer it), so its search form
 * and the food search client are fetched when it is first opened; pointing at or focusing the
 * button starts the download early. One download for the page's life; a failed one is asked again
 * on the next opening.
 */
const loadPanel = loadOnce((): Promise<Panel> => import('./food-chooser-panel').then((module) => module.FoodChooserPanel));

// An early download that fails is no one's business yet: opening asks again and reports it.
const preload = () => void loadPanel().catch(() => undefined);

/** "No data" → choose the food: a button that opens the food chooser in place of itself. */
export function FoodChooser({ name }: { name: string }) {
  const t = useTranslations('RecipeConverter');
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);

  function openChooser() {
    loadPanel().then(
      (panel) => {
        setPanel(() => panel);
        setOpen(true);
      },
      (error: unknown) => console.error('[recipe] the food chooser did not load', error),
    );
  }

  if (open && Panel !== null) return <Panel name={name} onClose={() => setOpen(false)} />;
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      className="mt-1"
      aria-label={t('chooseFoodFor', { name })}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={openChooser}
    >
      {t('chooseFood')}
    </Button>
  );
}
