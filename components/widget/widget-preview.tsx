'use client';

import type { WidgetConfig } from '@/lib/widget/defaults';
import { FRAME_ALLOW } from '@/lib/widget/frame';
import { previewSize } from '@/lib/widget/limits';

/**
 * The widget as it will look: the embed page the snippets point at (`src`), at its own size up to 400x300;
 * bigger widgets are previewed at the cap. No sandbox here: the frame is our own
 * page on our own origin, where a sandbox with scripts and same-origin would be an empty gesture.
 */
export function WidgetPreview({ config, src, title }: { config: WidgetConfig; src: string; title: string }) {
  const size = previewSize(config.width, config.height);
  return (
    // Sized for the largest preview (400x300) so the box does not jump while the size is edited.
    <div className="flex min-h-[302px] items-start justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-100 lg:w-[402px]">
      <iframe
        src={src}
        title={title}
        width={size.width}
        height={size.height}
        allow={FRAME_ALLOW}
        className="max-w-full border-0 bg-white"
      />
    </div>
  );
}
