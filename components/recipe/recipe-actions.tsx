'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Check, Copy, Download } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { recipeFileName, recipeText } from '@/lib/recipe/text';
import { COPIED_FEEDBACK_MS } from '@/lib/recipe/timing';
import type { ComputedRecipe } from '@/lib/recipe/types';
import { toast } from '@/lib/toast/store';

function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Copy recipe" and "Download recipe": the same text, disabled while the recipe is empty. */
export function RecipeActions({ recipe }: { recipe: ComputedRecipe | null }) {
  const t = useTranslations('RecipeConverter');
  const [copied, setCopied] = useState(false);
  const empty = recipe === null || recipe.items.length === 0;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  function text(current: ComputedRecipe): string {
    return recipeText(t('textTitle', { count: current.servings }), current.items);
  }

  async function copy() {
    if (recipe === null) return;
    try {
      await navigator.clipboard.writeText(text(recipe));
      setCopied(true);
      track('recipe', 'copy', recipe.servings);
    } catch (error) {
      console.error('[recipe] copy failed', error);
      setCopied(false);
      toast({ title: t('copyFailed'), variant: 'destructive' });
    }
  }

  function download() {
    if (recipe === null) return;
    saveTextFile(recipeFileName(recipe.servings), text(recipe));
    track('recipe', 'download', recipe.servings);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="secondary" disabled={empty} onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
        {t('copy')}
      </Button>
      <Button type="button" variant="secondary" disabled={empty} onClick={download}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('download')}
      </Button>
      <span role="status" className="self-center text-sm font-medium text-green-700">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
