'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Check, Copy, Download } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useCopy } from '@/components/ui/use-copy';
import { downloadBlob } from '@/components/ui/download-blob';
import { track } from '@/lib/site/analytics';
import { recipeFileName, recipeText } from '@/lib/recipe/text';
import type { ComputedRecipe } from '@/lib/recipe/types';
import { toast } from '@/lib/site/toast';

type Action = 'copy' | 'download';

/**
 * "Copy recipe" and "Download recipe": the same text, disabled while the recipe is empty, and until
 * the page's recipe is there (saying why). Pressed while the recipe of the latest change is still
 * being computed (not `settled`), they act once it is, so they never give the recipe before it.
 */
export function RecipeActions({ recipe, settled }: { recipe: ComputedRecipe | null; settled: boolean }) {
  const t = useTranslations('RecipeConverter');
  const reasonId = useId();
  const { copied, copy: copyText } = useCopy();
  const queued = useRef<Action | null>(null);
  const empty = recipe === null || recipe.items.length === 0;

  function text(current: ComputedRecipe): string {
    return recipeText(t('textTitle', { count: current.servings }), current.items);
  }

  async function copy(current: ComputedRecipe) {
    if (await copyText(text(current))) track('recipe', 'copy', current.servings);
    else toast({ title: t('copyFailed'), variant: 'destructive' });
  }

  function download(current: ComputedRecipe) {
    downloadBlob(new Blob([text(current)], { type: 'text/plain;charset=utf-8' }), recipeFileName(current.servings));
    track('recipe', 'download', current.servings);
  }

  function run(action: Action, current: ComputedRecipe) {
    if (action === 'copy') void copy(current);
    else download(current);
  }

  function press(action: Action) {
    if (settled && recipe !== null) run(action, recipe);
    else queued.current = action;
  }

  useEffect(() => {
    const action = queued.current;
    if (action === null || !settled || recipe === null) return;
    queued.current = null;
    if (recipe.items.length > 0) run(action, recipe);
    // Once per settled recipe; run's other inputs follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, recipe]);

  const describedBy = recipe === null ? reasonId : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {recipe === null ? (
        <span id={reasonId} className="sr-only">
          {t('notReady')}
        </span>
      ) : null}
      <Button type="button" variant="secondary" disabled={empty} aria-describedby={describedBy} onClick={() => press('copy')}>
        {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
        {t('copy')}
      </Button>
      <Button type="button" variant="secondary" disabled={empty} aria-describedby={describedBy} onClick={() => press('download')}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('download')}
      </Button>
      <span role="status" className="self-center text-sm font-medium text-green-700">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
