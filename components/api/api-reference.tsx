import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { ApiLimits } from '@/lib/api/config';
import { CONVERT_PARAMETERS, convertQuerySchema, DEFINE_PARAMETER, defineParameterSchema, FORMAT_PARAMETERS } from '@/lib/api/schemas';
import { CONVERT_PATH } from '@/lib/api/url';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DocSection, InlineCode } from './doc-section';

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
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('parameterName')}</TableHead>
              <TableHead>{t('parameterDescription')}</TableHead>
              <TableHead>{t('parameterExample')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...CONVERT_PARAMETERS, ...FORMAT_PARAMETERS, DEFINE_PARAMETER].map((name) => (
              <TableRow key={name}>
                <TableHead scope="row" className="align-top">
                  <InlineCode>{name}</InlineCode>
                  <span className="block text-xs text-slate-600">
                    {(CONVERT_PARAMETERS as readonly string[]).includes(name) ? t('required') : t('optional')}
                  </span>
                </TableHead>
                <TableCell>{t(`parameters.${name}`)}</TableCell>
                <TableCell>
                  <InlineCode>
                    {String((name === DEFINE_PARAMETER ? defineParameterSchema : convertQuerySchema.shape[name]).meta()?.example ?? '')}
                  </InlineCode>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p className="text-sm">{t('parametersNote')}</p>
      </DocSection>

      <DocSection id="categories" title={t('categoriesTitle')}>
        {/* The category names in medium weight: a descendant rule outranks the row heads' own. */}
        <Table className="[&_tbody_th]:font-medium">
          <TableHeader>
            <TableRow>
              <TableHead>{t('categoryName')}</TableHead>
              <TableHead>{t('categoryId')}</TableHead>
              <TableHead>{t('categoryUnits')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {categories.map((category) => (
              <TableRow key={category.id}>
                <TableHead scope="row" className="align-top">
                  {category.name}
                </TableHead>
                <TableCell>
                  <InlineCode>{category.id}</InlineCode>
                </TableCell>
                <TableCell className="font-mono text-xs leading-6">{category.units.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DocSection>
    </>
  );
}
