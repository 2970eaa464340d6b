import { useTranslations } from 'next-intl';
import { curlExample, EXAMPLE_PARAMS, exampleResponse, javascriptExample } from '@/lib/api/docs';
import { convertUrl } from '@/lib/api/url';
import { CodeBlock, DocSection, InlineCode } from './doc-section';

/** The example request with its real answer, and the curl and JavaScript snippets. */
export function ApiExamples({ origin }: { origin: string }) {
  const t = useTranslations('ApiPage');
  return (
    <>
      <DocSection id="example" title={t('exampleTitle')}>
        <CodeBlock caption={t('exampleRequest')} code={`GET ${convertUrl(origin, EXAMPLE_PARAMS)}`} />
        <CodeBlock caption={t('exampleAnswer')} code={JSON.stringify(exampleResponse(), null, 2)} />
        <p>{t.rich('exampleFields', { code: (chunks) => <InlineCode>{chunks}</InlineCode> })}</p>
        <p>{t.rich('exampleExact', { code: (chunks) => <InlineCode>{chunks}</InlineCode> })}</p>
      </DocSection>

      <DocSection id="code" title={t('codeTitle')}>
        <CodeBlock caption="curl" code={curlExample(origin)} />
        <CodeBlock caption="JavaScript" code={javascriptExample(origin)} />
      </DocSection>
    </>
  );
}
