import { useTranslations } from 'next-intl';
import { QUICK_EXAMPLE, quickExampleResponse } from '@/lib/api/docs';
import { quickConvertUrl } from '@/lib/api/url';
import { CodeBlock, DocSection, InlineCode } from './doc-section';

/** GET /api/convert?q=: the typed form of a conversion, with its real answer. */
export function ApiQuerySection({ origin }: { origin: string }) {
  const t = useTranslations('ApiPage');
  return (
    <DocSection id="query" title={t('queryTitle')}>
      <p>{t.rich('queryText', { code: (chunks) => <InlineCode>{chunks}</InlineCode> })}</p>
      <CodeBlock caption={t('exampleRequest')} code={`GET ${quickConvertUrl(origin, QUICK_EXAMPLE)}`} />
      <CodeBlock caption={t('exampleAnswer')} code={JSON.stringify(quickExampleResponse(), null, 2)} />
    </DocSection>
  );
}
