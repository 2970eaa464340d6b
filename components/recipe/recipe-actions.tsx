'use client';

import { useTranslations } from 'next-intl';
import { Check, Copy, Download } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { downloadBlob } from '@/components/ui/download-blob';
import { useCopy } from '@/components/ui/copy-button';
import { track } from '@/lib/site/analytics';
import { recipeFileName, recipeText } from '@/lib/recipe/text';
import type { ComputedRecipe } from '@/lib/recipe/types';
import { toast } from '@/lib/site/toast';

/** "Copy recipe" and "Download recipe": the same text, disabled while the recipe is empty. */
export function RecipeActions({ recipe }: { recipe: ComputedRecipe | null }) {
  const t = useTranslations('RecipeConverter');
  const { copied, copy: copyText } = useCopy();
  const empty = recipe === null || recipe.items.length === 0;

  function text(current: ComputedRecipe): string {
    return recipeText(t('textTitle', { count: current.servings }), current.items);
  }

  async function copy() {
    if (recipe === null) return;
    if (await copyText(text(recipe))) track('recipe', 'copy', recipe.servings);
    else toast({ title: t('copyFailed'), variant: 'destructive' });
  }

  function download() {
    if (recipe === null) return;
    downloadBlob(new Blob([text(recipe)], { type: 'text/plain;charset=utf-8' }), recipeFileName(recipe.servings));
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
