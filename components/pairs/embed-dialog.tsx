'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { CopyButton } from '@/components/converter/copy-button';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import type { EmbedPreview } from './embed-button';

/** A picture of the widget (not a live frame): what the snippet will put on someone's page. */
function StaticPreview({ preview }: { preview: EmbedPreview }) {
  const t = useTranslations('EmbedCard');
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-700">{t('preview')}</figcaption>
      <div className="flex max-w-[400px] flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="font-semibold text-slate-900">{preview.title}</p>
        <div className="flex items-center gap-2">
          <span className="flex h-10 flex-1 items-center rounded-md border border-slate-300 px-3 text-slate-900">1</span>
          <span className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-700">{preview.units}</span>
        </div>
        {preview.line ? <p className="rounded-md bg-brand-50 px-3 py-2 font-semibold text-slate-900 tabular-nums">{preview.line}</p> : null}
        <p className="text-xs text-slate-600">Unitly</p>
      </div>
      <p className="text-xs text-slate-600">{t('previewNote')}</p>
    </figure>
  );
}

/**
 * The "Embed this converter" dialog: the iframe code (read-only, named "Embed code"), a Copy button
 * that says "Copied!" and a static preview. Loaded only when a visitor opens it (embed-button.tsx);
 * closing it gives focus back to the button that opened it.
 */
export default function EmbedDialog({
  snippet,
  preview,
  analyticsValue,
  onClose,
  returnFocus,
}: {
  snippet: string;
  preview: EmbedPreview;
  analyticsValue: string;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('EmbedCard');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className="palette-fixed fixed inset-0 z-40 bg-slate-900/50" />
      <Dialog.Content
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('title')}</Dialog.Title>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" size="icon" aria-label={t('close')} className="-mt-2 -mr-2">
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </Dialog.Close>
        </div>
        <Dialog.Description className="text-sm text-slate-700">{t('dialogDescription')}</Dialog.Description>
        <div className="flex flex-col gap-1">
          <label htmlFor="embed-code" className="text-sm font-medium text-slate-700">
            {t('code')}
          </label>
          <textarea
            id="embed-code"
            readOnly
            value={snippet}
            rows={4}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-none rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-xs break-all text-slate-900"
          />
        </div>
        <CopyButton text={snippet} label={t('copy')} onCopied={() => track('embed', 'copy_embed_code', analyticsValue)} className="self-start" />
        <StaticPreview preview={preview} />
      </Dialog.Content>
    </Dialog.Portal>
    </Dialog.Root>
  );
}
