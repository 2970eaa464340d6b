import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { API_ERROR_CATALOGUE, apiCatalogueCodes, NETWORK_ERROR } from '@/lib/api/catalogue';
import { cellClass, DocSection, headCellClass, InlineCode, tableClass } from './doc-section';

/** A code that may wrap after its underscores on a phone (<wbr> leaves copied text unchanged). */
function breakable(code: string) {
  return code.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          _<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

/** The API's error-code table, from the catalogue the API answers with, plus the sandbox's own code. */
export function ApiErrorsTable() {
  const t = useTranslations('ApiPage');
  const rows = [
    ...apiCatalogueCodes.map((code) => ({ code, status: String(API_ERROR_CATALOGUE[code].status) })),
    { code: NETWORK_ERROR, status: t('errorClient') } as const,
  ];
  return (
    <DocSection id="errors" title={t('errorsTitle')}>
      <p>{t('errorsText')}</p>
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              {t('errorStatus')}
            </th>
            <th scope="col" className={headCellClass}>
              {t('errorCode')}
            </th>
            <th scope="col" className={headCellClass}>
              {t('errorMeaning')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <td className={cellClass}>{row.status}</td>
              <th scope="row" className={`${cellClass} font-normal`}>
                <InlineCode>{breakable(row.code)}</InlineCode>
              </th>
              <td className={cellClass}>{t(`errors.${row.code}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DocSection>
  );
}
