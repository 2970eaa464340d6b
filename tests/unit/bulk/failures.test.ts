import { describe, expect, it } from 'vitest';
import {
  bulkReducer,
  BulkError,
  CELL_ERROR_TEXT,
  convertFile,
  failureAt,
  initialBulkState,
  inspectFile,
  reasonOf,
  readWorkerResponse,
  StepFailure,
  type BulkState,
  type FileFormat,
} from '@/lib/bulk';
import { INVALID } from '@/lib/bulk/protocol';
import { catalogueUnits } from './catalogue-units';

/** A file whose bytes cannot be read, as when it was moved or deleted after it was chosen. */
class UnreadableBlob extends Blob {
  override slice(): Blob {
    const broken = new Blob([]);
    broken.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError'));
    return broken;
  }
}

const format: FileFormat = { delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false };
const settings = { category: 'length', from: 'cm', to: 'in', column: 1, cellText: CELL_ERROR_TEXT } as const;

async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('a failure nobody foresaw names its step and its reason', () => {
  it('says a file that cannot be read failed while reading, with the browser’s words', async () => {
    const file = new UnreadableBlob(['id,length_cm\n1,2\n']);
    const error = await rejection(() => convertFile(file, { format, settings }));
    expect(error).toBeInstanceOf(StepFailure);
    expect(error).toMatchObject({ step: 'read', reason: 'NotReadableError: The file could not be read' });
    expect(await rejection(() => inspectFile(file))).toMatchObject({ step: 'read' });
  });

  it('says a conversion that throws failed while converting', async () => {
    const broken = { ...settings, cellText: null as unknown as typeof CELL_ERROR_TEXT };
    const error = await rejection(() => convertFile(new Blob(['id,length_cm\n1,abc\n']), { format, settings: broken }));
    expect(error).toMatchObject({ step: 'convert' });
  });

  it('keeps known file errors as they are, by their code', async () => {
    const error = await rejection(() => convertFile(new Blob(['id,length_cm\n']), { format, settings }));
    expect(error).toBeInstanceOf(BulkError);
    expect(failureAt('write', error)).toBe(error);
  });

  it('cuts a very long reason short', () => {
    expect(reasonOf(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(300);
    expect(reasonOf('plain text')).toBe('plain text');
  });
});

describe('the page learns of the failure', () => {
  it('reads a failure with its step and reason, and the worker’s word that it started', () => {
    const failed = { type: 'failed', id: 4, code: 'UNEXPECTED', step: 'start', reason: 'Error: boom' };
    expect(readWorkerResponse(failed)).toEqual(failed);
    expect(readWorkerResponse({ type: 'ready', id: 0 })).toEqual({ type: 'ready', id: 0 });
    expect(readWorkerResponse({ ...failed, step: 'dance' })).toBe(INVALID);
  });

  it('shows the step and reason, and leaves the file loaded for another try', () => {
    const file = { name: 'a.csv', size: 10 };
    let state: BulkState = initialBulkState(catalogueUnits);
    state = bulkReducer(state, { type: 'fileChosen', job: 1, file });
    state = bulkReducer(state, { type: 'inspected', job: 1, inspection: { format, headers: ['id', 'length_cm'], preview: [['1', '2']] } });
    state = bulkReducer(state, { type: 'selected', field: 'category', value: 'length' });
    state = bulkReducer(state, { type: 'selected', field: 'from', value: 'cm' });
    state = bulkReducer(state, { type: 'selected', field: 'to', value: 'in' });
    state = bulkReducer(state, { type: 'selected', field: 'column', value: '1' });
    state = bulkReducer(state, { type: 'started', job: 2 });
    state = bulkReducer(state, { type: 'failed', job: 2, code: 'UNEXPECTED', step: 'convert', reason: 'RangeError: too big' });
    expect(state.status).toEqual({ kind: 'failed', code: 'UNEXPECTED', step: 'convert', reason: 'RangeError: too big' });
    expect(state.file).toBe(file);
    expect(bulkReducer(state, { type: 'started', job: 3 }).status.kind).toBe('processing');
  });
});
