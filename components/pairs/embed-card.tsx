import { useTranslations } from 'next-intl';
import { ClientIsland } from '@/components/i18n/client-island';
import { Card, CardTitle } from '@/components/ui/card';
import { EmbedButton, type EmbedPreview } from './embed-button';

export type { EmbedPreview };

/**
 * "Embed this converter": a server-rendered card whose only client code is the button; the dialog
 * with the iframe code, a Copy button and a static preview loads when the button is pressed.
 */
export function EmbedCard({ snippet, preview, analyticsValue }: { snippet: string; preview: EmbedPreview; analyticsValue: string }) {
  const t = useTranslations('EmbedCard');
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <CardTitle>{t('title')}</CardTitle>
        <p className="mt-1 max-w-xl text-sm text-slate-700">{t('text')}</p>
      </div>
      <ClientIsland islands={['EmbedButton']}>
        <EmbedButton label={t('open')} snippet={snippet} preview={preview} analyticsValue={analyticsValue} />
      </ClientIsland>
    </Card>
  );
}
