'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useReducer, useRef } from 'react';
// The modules themselves, not @/lib/bulk: the index brings the CSV parser, which only the worker needs.
import type { Delimiter } from '@/lib/bulk/dialect';
import { checkFile, outputFileName } from '@/lib/bulk/file-check';
import { CONVERTED_SUFFIX } from '@/lib/bulk/limits';
import type { WorkerResponse } from '@/lib/bulk/protocol';
import { bulkReducer, initialBulkState, isComplete, selectionSettings, type BulkState, type SelectionField } from '@/lib/bulk/session';
import { track } from '@/lib/site/analytics';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import { useKeptUnits } from '@/components/custom-units/use-kept-units';
import { Card, CardTitle } from '@/components/ui/card';
import { downloadBlob } from '@/components/ui/download-blob';
import { ConfigForm } from './config-form';
import { FailureMessage } from './failure-message';
import { FileDrop } from './file-drop';
import { PreviewTable } from './preview-table';
import { ProgressPanel } from './progress-panel';
import { ResultsSummary } from './results-summary';
import { useBulkWorker } from './use-bulk-worker';
import type { BulkPickerOptions } from './unit-options';
import { useFileSize } from './use-file-size';

/** Performance marks: the bench (scripts/bench-bulk.ts) and browser tools read the conversion time. */
const START_MARK = 'bulk-convert-start';
const CONVERT_MEASURE = 'bulk-convert';

const formatKeys = {
  ',': 'formatComma',
  ';': 'formatSemicolon',
  '\t': 'formatTab',
  '|': 'formatPipe',
} as const satisfies Record<Delimiter, string>;

/** The session's start: the catalogue's units are the pickers' (each option's value). */
const initial = ({ units }: BulkPickerOptions): BulkState<File> =>
  initialBulkState<File>(
    Object.fromEntries(Object.entries(units).map(([category, list]) => [category, list.map((option) => option.value)])),
  );

/**
 * The bulk CSV converter: upload, configuration, preview, progress
 * with Cancel, results and download. The file is read and converted by a Web Worker; this
 * component holds the screen's state (lib/bulk/session.ts) and relays between the two.
 */
export function BulkConverter({ options }: { options: BulkPickerOptions }) {
  const t = useTranslations('BulkConvert');
  const fileSize = useFileSize();
  const [state, dispatch] = useReducer(bulkReducer<File>, options, initial);
  const jobs = useRef(0);

  const onResponse = useCallback((response: WorkerResponse) => {
    switch (response.type) {
      case 'inspected':
        dispatch({ type: 'inspected', job: response.id, inspection: response.inspection });
        return;
      case 'progress':
        dispatch({
          type: 'progressed',
          job: response.id,
          bytesRead: response.bytesRead,
          totalBytes: response.totalBytes,
          rows: response.rows,
        });
        return;
      case 'converted':
        try {
          performance.measure(CONVERT_MEASURE, START_MARK);
        } catch {
          // No start mark (cleared by the browser): the measure is a nicety.
        }
        track('bulk', 'convert', response.summary.totalRows);
        dispatch({ type: 'converted', job: response.id, summary: response.summary, output: response.blob });
        return;
      case 'failed':
        dispatch({ type: 'failed', job: response.id, code: response.code, step: response.step, reason: response.reason });
        return;
      case 'ready':
        return;
    }
  }, []);
  const { post, cancel: stopWorker } = useBulkWorker(onResponse);

  const { file, inspection, selection, status } = state;
  const kept = useKeptUnits();
  const { rates, isLoading: ratesLoading } = useCurrencyRates(selection.category === 'currency');
  const processing = status.kind === 'processing';
  const busy = processing || status.kind === 'reading';
  const complete = isComplete(selection, inspection, state.units, kept);

  // Stable callbacks and memoised children: progress arrives many times a second, and only the
  // progress bar should render again then, so the main thread stays free however busy the machine.
  const chooseFile = useCallback(
    (chosen: File) => {
      if (processing) return;
      const job = ++jobs.current;
      dispatch({ type: 'fileChosen', job, file: chosen });
      if (checkFile(chosen) === null) post({ type: 'inspect', id: job, file: chosen });
    },
    [processing, post],
  );

  const select = useCallback((field: SelectionField, value: string) => dispatch({ type: 'selected', field, value }), []);

  const convert = useCallback(() => {
    if (file === null || inspection === null || !complete || busy) return;
    const job = ++jobs.current;
    dispatch({ type: 'started', job, defined: kept });
    performance.mark(START_MARK);
    post({
      type: 'convert',
      id: job,
      file,
      format: inspection.format,
      settings: {
        ...selectionSettings(selection, kept),
        rates: selection.category === 'currency' ? rates : undefined,
        cellText: { INVALID_NUMBER: t('invalidNumber'), CONVERSION_ERROR: t('conversionError') },
      },
    });
  }, [file, inspection, complete, busy, selection, kept, rates, t, post]);

  const cancel = useCallback(() => {
    stopWorker();
    dispatch({ type: 'cancelled', job: ++jobs.current });
  }, [stopWorker]);

  const download = () => {
    if (status.kind !== 'done' || file === null) return;
    downloadBlob(status.output, outputFileName(file.name));
    track('bulk', 'download');
  };

  const failure = status.kind === 'failed' ? <FailureMessage failure={status} /> : null;
  const columnName = inspection?.headers[Number(selection.column)] ?? '';

  return (
    <div className="mt-8 grid grid-cols-1 gap-6">
      <Card>
        <CardTitle>{t('uploadTitle')}</CardTitle>
        <div className="mt-4">
          <FileDrop disabled={status.kind === 'processing'} onFile={chooseFile} />
        </div>
        <div className="mt-3 min-h-6 text-sm" role="status">
          {status.kind === 'reading' && file !== null ? t('reading', { name: file.name }) : null}
          {file !== null && inspection !== null ? (
            <span className="text-slate-700">
              <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                {t('loaded', { name: file.name, size: fileSize(file.size) })}
              </span>{' '}
              ({t(formatKeys[inspection.format.delimiter])})
            </span>
          ) : null}
        </div>
        {failure !== null && file === null ? (
          <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
      </Card>

      <Card>
        <CardTitle>{t('configTitle')}</CardTitle>
        <div className="mt-4">
          <ConfigForm
            selection={selection}
            headers={inspection?.headers ?? null}
            busy={busy}
            converting={processing}
            complete={complete}
            waitingForRates={complete && ratesLoading}
            kept={kept}
            options={options}
            onSelect={select}
            onConvert={convert}
          />
        </div>
        {status.kind === 'processing' ? (
          <div className="mt-5">
            <ProgressPanel bytesRead={status.bytesRead} totalBytes={status.totalBytes} rows={status.rows} onCancel={cancel} />
          </div>
        ) : null}
        {status.kind === 'cancelled' ? (
          <p role="status" className="mt-4 text-sm text-slate-700">
            {t('cancelled')}
          </p>
        ) : null}
      </Card>

      {file !== null && inspection !== null ? (
        <Card>
          <CardTitle>{t('previewTitle')}</CardTitle>
          <div className="mt-4">
            <PreviewTable inspection={inspection} fileName={file.name} />
          </div>
        </Card>
      ) : null}

      {status.kind === 'done' && file !== null ? (
        <Card aria-live="polite">
          <CardTitle>{t('resultsTitle')}</CardTitle>
          <div className="mt-4">
            <ResultsSummary
              summary={status.summary}
              fileName={outputFileName(file.name)}
              columnName={`${columnName}${CONVERTED_SUFFIX}`}
              onDownload={download}
            />
          </div>
        </Card>
      ) : null}
      {failure !== null && file !== null ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
