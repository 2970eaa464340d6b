'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BaseUnit } from './unit-form';

/*
 * The editor (Radix Dialog, the form, its words) is downloaded when first opened, not with the
 * page; pointing at or focusing the button starts the download early.
 */
const loadDialog = () => import('./custom-units-dialog');
const CustomUnitsDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog().catch(() => undefined);

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
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        {t('yourUnits')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CustomUnitsDialog category={category} baseUnits={baseUnits()} onClose={() => setOpen(false)} returnFocus={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
