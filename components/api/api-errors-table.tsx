import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { API_ERROR_CATALOGUE, apiCatalogueCodes, NETWORK_ERROR } from '@/lib/api/catalogue';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DocSection, InlineCode } from './doc-section';

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
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('errorStatus')}</TableHead>
            <TableHead>{t('errorCode')}</TableHead>
            <TableHead>{t('errorMeaning')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.code}>
              <TableCell>{row.status}</TableCell>
              <TableHead scope="row" className="align-top">
                <InlineCode>{breakable(row.code)}</InlineCode>
              </TableHead>
              <TableCell>{t(`errors.${row.code}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DocSection>
  );
}
