'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import { loadOnce } from '@/lib/site/load-once';

/*
 * Few visitors open the chooser (only lines without nutrition data offer it), so its search form
 * and the food search client are fetched when it is first opened; pointing at or focusing the
 * button starts the download early. One download for the page's life; a failed one shows the
 * button again, and the next opening asks again (components/ui/lazy-part.tsx).
 */
const loadPanel = loadOnce(() => import('./food-chooser-panel').then((module) => module.FoodChooserPanel));
const ChooserPanel = lazyPart(loadPanel);

// An early download that fails is no one's business yet: opening asks again and reports it.
const preload = () => void loadPanel().catch(() => undefined);

/** "No data" → choose the food: a button that opens the food chooser in place of itself. */
export function FoodChooser({ name }: { name: string }) {
  const t = useTranslations('RecipeConverter');
  // How many times the chooser was opened (0: closed); each opening retries a failed download.
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);

  const button = (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      className="mt-1"
      aria-label={t('chooseFoodFor', { name })}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        setOpenings((count) => count + 1);
        setOpen(true);
      }}
    >
      {t('chooseFood')}
    </Button>
  );
  if (!open) return button;
  // Until the panel's code is there (or when it did not come), the button stays in its place.
  return <ChooserPanel name={name} onClose={() => setOpen(false)} loading={button} failed={button} retryKey={String(openings)} />;
}
