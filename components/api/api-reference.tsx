import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { ApiLimits } from '@/lib/api/config';
import { CONVERT_PARAMETERS, convertQuerySchema, FORMAT_PARAMETERS } from '@/lib/api/schemas';
import { CONVERT_PATH } from '@/lib/api/url';
import { cellClass, DocSection, headCellClass, InlineCode, tableClass } from './doc-section';

export interface DocCategory {
  readonly id: string;
  readonly name: string;
  readonly units: readonly string[];
}

const code = (chunks: ReactNode) => <InlineCode>{chunks}</InlineCode>;

/** Base URL, authentication, rate limits, parameters and categories. */
export function ApiReference({ origin, limits, categories }: { origin: string; limits: ApiLimits; categories: readonly DocCategory[] }) {
  const t = useTranslations('ApiPage');
  return (
    <>
      <DocSection id="base-url" title={t('baseUrlTitle')}>
        <p>{t('baseUrlText')}</p>
        <p>
          <code className="block overflow-x-auto rounded-md bg-slate-100 px-3 py-2 font-mono text-slate-900">
            GET {origin}
            {CONVERT_PATH}
          </code>
        </p>
      </DocSection>

      <DocSection id="authentication" title={t('authTitle')}>
        <p>{t('authText')}</p>
        <p>
          {t.rich('authKey', {
            code,
            contact: (chunks) => (
              <Link href="/contact" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </DocSection>

      <DocSection id="rate-limits" title={t('limitsTitle')}>
        <p>{t('limitsText', { anonymous: limits.anonymous, keyed: limits.keyed, window: limits.windowSeconds })}</p>
        <p>{t.rich('limitsHeaders', { code })}</p>
        <p>{t('cacheText')}</p>
      </DocSection>

      <DocSection id="parameters" title={t('parametersTitle')}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>
                {t('parameterName')}
              </th>
              <th scope="col" className={headCellClass}>
                {t('parameterDescription')}
              </th>
              <th scope="col" className={headCellClass}>
                {t('parameterExample')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...CONVERT_PARAMETERS, ...FORMAT_PARAMETERS].map((name) => (
              <tr key={name}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  <InlineCode>{name}</InlineCode>
                  <span className="block text-xs text-slate-600">
                    {(CONVERT_PARAMETERS as readonly string[]).includes(name) ? t('required') : t('optional')}
                  </span>
                </th>
                <td className={cellClass}>{t(`parameters.${name}`)}</td>
                <td className={cellClass}>
                  <InlineCode>{String(convertQuerySchema.shape[name].meta()?.example ?? '')}</InlineCode>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm">{t('parametersNote')}</p>
      </DocSection>

      <DocSection id="categories" title={t('categoriesTitle')}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>
                {t('categoryName')}
              </th>
              <th scope="col" className={headCellClass}>
                {t('categoryId')}
              </th>
              <th scope="col" className={headCellClass}>
                {t('categoryUnits')}
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.id}>
                <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
                  {category.name}
                </th>
                <td className={cellClass}>
                  <InlineCode>{category.id}</InlineCode>
                </td>
                <td className={`${cellClass} font-mono text-xs leading-6`}>{category.units.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DocSection>
    </>
  );
}
