'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/site/analytics';

export interface EmbedPreview {
  readonly title: string;
  /** "cm → in", as the widget's unit selects would show them. */
  readonly units: string;
  /** "1 cm = 0.393701 in"; none for currencies, whose rate is only known in the browser. */
  readonly line: string | null;
}

/*
 * The dialog (Radix Dialog, the code box, the preview) is downloaded when first opened, not with the
 * page; pointing at or focusing the button starts the download early (the bundler fetches it once).
 */
const loadDialog = () => import('./embed-dialog');
const EmbedDialog = lazy(loadDialog);
// A failed early download is no one's business yet: opening asks again, and reports it.
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** "Get embed code": opens the embed dialog, loading it on first use. */
export function EmbedButton({
  label,
  snippet,
  preview,
  analyticsValue,
}: {
  label: string;
  snippet: string;
  preview: EmbedPreview;
  analyticsValue: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        className="shrink-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setOpen(true);
          track('embed', 'open_embed_code', analyticsValue);
        }}
      >
        <SpriteIcon name="code" className="h-4 w-4" />
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <EmbedDialog
            snippet={snippet}
            preview={preview}
            analyticsValue={analyticsValue}
            onClose={() => setOpen(false)}
            returnFocus={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
