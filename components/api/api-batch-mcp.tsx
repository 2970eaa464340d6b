import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/ui/copy-button';
import { ClientIsland } from '@/components/i18n/client-island';
import { MAX_BATCH_BYTES, MAX_BATCH_ITEMS } from '@/lib/api/catalogue';
import { batchCurlExample, batchExampleResponse, mcpClientConfig } from '@/lib/api/docs';
import { MCP_PATH, MCP_TOOL_NAMES } from '@/lib/mcp/tool-names';
import { CodeBlock, DocSection, InlineCode } from './doc-section';

const code = (chunks: ReactNode) => <InlineCode>{chunks}</InlineCode>;

/** "Batch requests" and "Connect an AI assistant" (with a copyable MCP client configuration). */
export function ApiBatchAndMcp({ origin }: { origin: string }) {
  const t = useTranslations('ApiPage');
  const config = mcpClientConfig(origin);
  return (
    <>
      <DocSection id="batch" title={t('batchTitle')}>
        <p>{t('batchText', { max: MAX_BATCH_ITEMS })}</p>
        <p>{t.rich('batchLimits', { max: MAX_BATCH_ITEMS, kb: MAX_BATCH_BYTES / 1024, code })}</p>
        <CodeBlock caption={t('batchRequest')} code={batchCurlExample(origin)} />
        <CodeBlock caption={t('batchAnswer')} code={JSON.stringify(batchExampleResponse(), null, 2)} />
      </DocSection>

      <DocSection id="mcp" title={t('mcpTitle')}>
        <p>{t.rich('mcpText', { url: `${origin}${MCP_PATH}`, code })}</p>
        <CodeBlock caption={t('mcpConfig')} code={config} />
        <ClientIsland islands={['CopyButton']}>
          <CopyButton text={config} label={t('mcpCopy')} />
        </ClientIsland>
        <p>{t('mcpToolsIntro')}</p>
        <ul className="list-disc space-y-1 pl-6">
          {MCP_TOOL_NAMES.map((name) => (
            <li key={name}>
              <InlineCode>{name}</InlineCode>: {t(`mcpTools.${name}`)}
            </li>
          ))}
        </ul>
        <p>
          {t.rich('llms', {
            link: (chunks) => (
              <a href="/llms.txt" className="font-medium text-brand-700 underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      </DocSection>
    </>
  );
}
