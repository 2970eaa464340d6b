'use client';

import { useTranslations } from 'next-intl';
import type { FailureCode } from '@/lib/bulk/protocol';
import type { Failure } from '@/lib/bulk/session';

const errorKeys = {
  INVALID_FILE_TYPE: 'errorFileType',
  FILE_TOO_LARGE: 'errorTooLarge',
  PARSE_ERROR: 'errorParsing',
  REQUIRED_FIELDS: 'errorRequired',
  UNEXPECTED: 'errorUnexpected',
} as const satisfies Record<FailureCode, string>;

/** A failed job in words: a known file error by its message; an unforeseen one with its step, its reason and what to do next. */
export function FailureMessage({ failure }: { failure: Failure }) {
  const t = useTranslations('BulkConvert');
  const { code, step, reason } = failure;
  if (code !== 'UNEXPECTED' || step === undefined) return t(errorKeys[code]);
  return (
    <>
      <span className="block">{t('errorAt', { step })}</span>
      {reason ? <span className="block font-normal [overflow-wrap:anywhere]">{t('errorReason', { reason })}</span> : null}
      <span className="block font-normal">{t('errorRetry')}</span>
    </>
  );
}
