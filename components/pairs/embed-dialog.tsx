'use client';

import { useLocale } from 'next-intl';
import { CopyButton } from '@/components/ui/copy-button';
import type { OpenedDialogProps } from '@/components/ui/dialog-button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OpenedDialog, useDialogMessages } from '@/components/ui/opened-dialog';
import type { Locale } from '@/i18n/locales';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { track } from '@/lib/site/analytics';
import { lazyMessages } from '@/i18n/lazy-messages';
import type { EmbedPreview } from './embed-button';
import type DialogMessages from './embed-messages/en.json';

/*
 * The dialog's words (EmbedCard) come with it, in a file per language (scripts/lazy-messages.ts):
 * the page's island sends none, and the card's title and text are already in the page's markup.
 */
const dialogMessages = lazyMessages<typeof DialogMessages>({
  en: () => import('./embed-messages/en.json'),
  es: () => import('./embed-messages/es.json'),
  de: () => import('./embed-messages/de.json'),
  fr: () => import('./embed-messages/fr.json'),
  no: () => import('./embed-messages/no.json'),
});

type Texts = (typeof DialogMessages)['EmbedCard'];

/** A picture of the widget (not a live frame): what the snippet will put on someone's page. */
function StaticPreview({ preview, t }: { preview: EmbedPreview; t: Texts }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-700">{t.preview}</figcaption>
      <div className="flex max-w-[400px] flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="font-semibold text-slate-900">{preview.title}</p>
        <div className="flex items-center gap-2">
          <span className="flex h-10 flex-1 items-center rounded-md border border-slate-300 px-3 text-slate-900">1</span>
          <span className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-700">{preview.units}</span>
        </div>
        {preview.line ? <p className="rounded-md bg-brand-50 px-3 py-2 font-semibold text-slate-900 tabular-nums">{preview.line}</p> : null}
        <p className="text-xs text-slate-600">Unitly</p>
      </div>
      <p className="text-xs text-slate-600">{t.previewNote}</p>
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
} & OpenedDialogProps) {
  const messages = useDialogMessages(dialogMessages(useLocale() as Locale), onClose);
  if (messages === null) return null;
  const t = messages.EmbedCard;
  return (
    <OpenedDialog onClose={onClose} returnFocus={returnFocus} closeLabel={t.close}>
      <DialogTitle className="pr-10">{t.title}</DialogTitle>
      <DialogDescription>{t.dialogDescription}</DialogDescription>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor="embed-code">{t.code}</Label>
        <Textarea id="embed-code" readOnly value={snippet} rows={4} onFocus={(event) => event.currentTarget.select()} variant="code" />
      </div>
      <CopyButton text={snippet} label={t.copy} onCopied={() => track('embed', 'copy_embed_code', analyticsValue)} className="self-start" />
      <StaticPreview preview={preview} t={t} />
    </OpenedDialog>
  );
}
