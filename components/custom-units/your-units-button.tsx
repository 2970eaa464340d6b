'use client';

import { useTranslations } from 'next-intl';
import { DialogButton, lazyDialog } from '@/components/ui/dialog-button';
import type { BaseUnit } from './unit-form';

const editor = lazyDialog<{ category: string; baseUnits: readonly BaseUnit[] }>(() => import('./custom-units-dialog'));

/** "Your units" on a converter card of a category that can have them: opens the editor. */
export function YourUnitsButton({
  category,
  baseUnits,
  onOpen,
}: {
  category: string;
  baseUnits: () => readonly BaseUnit[];
  onOpen: () => void;
}) {
  const t = useTranslations('Converter');
  return (
    <DialogButton dialog={editor} dialogProps={() => ({ category, baseUnits: baseUnits() })} onOpen={onOpen} variant="secondary" size="sm">
      {t('yourUnits')}
    </DialogButton>
  );
}
