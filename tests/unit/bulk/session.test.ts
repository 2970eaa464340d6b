import { describe, expect, it } from 'vitest';
import {
  bulkReducer,
  emptySelection,
  initialBulkState,
  isComplete,
  MAX_FILE_BYTES,
  selectionSettings,
  type BulkEvent,
  type BulkState,
  type Inspection,
} from '@/lib/bulk';
import { catalogueUnits } from './catalogue-units';

const inspection: Inspection = {
  format: { delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false },
  headers: ['name', 'length_cm'],
  preview: [['Box', '10']],
};
const file = { name: 'items.csv', size: 100 };
const summary = { totalRows: 1, convertedRows: 1, errors: 0 };

function play(...events: BulkEvent[]): BulkState {
  return events.reduce(bulkReducer, initialBulkState(catalogueUnits));
}

const loaded: BulkEvent[] = [
  { type: 'fileChosen', job: 1, file },
  { type: 'inspected', job: 1, inspection },
];
const chosen: BulkEvent[] = [
  ...loaded,
  { type: 'selected', field: 'category', value: 'length' },
  { type: 'selected', field: 'from', value: 'cm' },
  { type: 'selected', field: 'to', value: 'in' },
  { type: 'selected', field: 'column', value: '1' },
];

describe('the bulk converter’s states', () => {
  it('starts with no file, nothing chosen and nothing to report', () => {
    expect(play()).toEqual({
      units: catalogueUnits,
      job: 0,
      file: null,
      inspection: null,
      selection: emptySelection,
      status: { kind: 'idle' },
    });
  });

  it('reads a chosen file, then shows it loaded', () => {
    expect(play(loaded[0]!).status).toEqual({ kind: 'reading' });
    const state = play(...loaded);
    expect(state.file).toBe(file);
    expect(state.inspection).toBe(inspection);
    expect(state.status).toEqual({ kind: 'idle' });
  });

  it('refuses a file of the wrong type or size at once, without reading it', () => {
    expect(play({ type: 'fileChosen', job: 1, file: { name: 'a.xlsx', size: 1 } }).status).toEqual({
      kind: 'failed',
      code: 'INVALID_FILE_TYPE',
    });
    const big = play({ type: 'fileChosen', job: 1, file: { name: 'a.csv', size: MAX_FILE_BYTES + 1 } });
    expect(big.status).toEqual({ kind: 'failed', code: 'FILE_TOO_LARGE' });
    expect(big.file).toBeNull();
  });

  it('forgets a file that cannot be parsed', () => {
    const state = play(loaded[0]!, { type: 'failed', job: 1, code: 'PARSE_ERROR' });
    expect(state.status).toEqual({ kind: 'failed', code: 'PARSE_ERROR' });
    expect(state.file).toBeNull();
  });

  it('needs a category, both units and a column before it converts', () => {
    expect(isComplete(play(...chosen).selection, inspection, catalogueUnits)).toBe(true);
    for (let missing = 2; missing < chosen.length; missing++) {
      const state = play(...chosen.filter((_, i) => i !== missing));
      expect(isComplete(state.selection, state.inspection, catalogueUnits)).toBe(false);
      expect(bulkReducer(state, { type: 'started', job: 2 })).toBe(state);
    }
  });

  it('does not take units of another category or a column the file lacks', () => {
    expect(isComplete({ category: 'length', from: 'kg', to: 'in', column: '1' }, inspection, catalogueUnits)).toBe(false);
    expect(isComplete({ category: 'length', from: 'cm', to: 'in', column: '2' }, inspection, catalogueUnits)).toBe(false);
    expect(isComplete({ category: 'length', from: 'cm', to: 'in', column: '1' }, null, catalogueUnits)).toBe(false);
  });

  it('clears both units when the category changes', () => {
    const state = play(...chosen, { type: 'selected', field: 'category', value: 'weight' });
    expect(state.selection).toEqual({ category: 'weight', from: '', to: '', column: '1' });
  });

  it('clears every selection and the old results when a new file is loaded', () => {
    const state = play(
      ...chosen,
      { type: 'started', job: 2 },
      { type: 'converted', job: 2, summary, output: new Blob(['x']) },
      { type: 'fileChosen', job: 3, file },
    );
    expect(state.selection).toEqual(emptySelection);
    expect(state.inspection).toBeNull();
    expect(state.status).toEqual({ kind: 'reading' });
  });

  it('goes from processing with progress to results', () => {
    const output = new Blob(['x']);
    let state = play(...chosen, { type: 'started', job: 2 });
    expect(state.status).toEqual({ kind: 'processing', bytesRead: 0, totalBytes: 100, rows: 0 });
    state = bulkReducer(state, { type: 'progressed', job: 2, bytesRead: 50, totalBytes: 100, rows: 7 });
    expect(state.status).toEqual({ kind: 'processing', bytesRead: 50, totalBytes: 100, rows: 7 });
    state = bulkReducer(state, { type: 'converted', job: 2, summary, output });
    expect(state.status).toEqual({ kind: 'done', summary, output });
    expect(selectionSettings(state.selection)).toEqual({ category: 'length', from: 'cm', to: 'in', column: 1 });
  });

  it('ignores answers of a job that was cancelled or replaced', () => {
    const cancelled = play(...chosen, { type: 'started', job: 2 }, { type: 'cancelled', job: 3 });
    expect(cancelled.status).toEqual({ kind: 'cancelled' });
    expect(bulkReducer(cancelled, { type: 'converted', job: 2, summary, output: new Blob() })).toBe(cancelled);
    const replaced = play(loaded[0]!, { type: 'fileChosen', job: 2, file: { name: 'b.csv', size: 5 } });
    expect(bulkReducer(replaced, { type: 'inspected', job: 1, inspection })).toBe(replaced);
  });

  it('keeps the selections while converting and clears a finished result when they change', () => {
    const running = play(...chosen, { type: 'started', job: 2 });
    expect(bulkReducer(running, { type: 'selected', field: 'to', value: 'mm' })).toBe(running);
    const done = bulkReducer(running, { type: 'converted', job: 2, summary, output: new Blob() });
    expect(bulkReducer(done, { type: 'selected', field: 'to', value: 'mm' }).status).toEqual({ kind: 'idle' });
  });
});
