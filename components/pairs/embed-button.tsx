'use client';

import { DialogButton, lazyDialog } from '@/components/ui/dialog-button';
import { SpriteIcon } from '@/components/ui/sprite-icon';
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
const embedDialog = lazyDialog<{ snippet: string; preview: EmbedPreview; analyticsValue: string }>(() => import('./embed-dialog'));

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
  return (
    <DialogButton
      dialog={embedDialog}
      dialogProps={() => ({ snippet, preview, analyticsValue })}
      onOpen={() => track('embed', 'open_embed_code', analyticsValue)}
      className="shrink-0"
    >
      <SpriteIcon name="code" className="h-4 w-4" />
      {label}
    </DialogButton>
  );
}
