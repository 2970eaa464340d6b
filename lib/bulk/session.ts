import type { CustomUnit } from '@/lib/custom-units/types';
import { isCategoryId } from '@/lib/units/category-ids';
import type { CategoryId } from '@/lib/units/catalogue';
import type { BulkSummary, ConversionSettings } from './cell-converter';
import { checkFile, type FileFacts } from './file-check';
import type { Inspection } from './inspect';
import type { BulkStep } from './errors';
import type { FailureCode } from './protocol';

/**
 * The bulk converter's screen as a state machine: no file, file
 * loaded (headers and rows parsed, selections and old results cleared), processing, results or an
 * error, download. Pure, so the rules are tested without a browser; the page keeps the state in a
 * reducer and talks to the worker.
 *
 * Worker answers carry the id of the job they belong to; an answer for another job (one cancelled,
 * or a file replaced while it was read) is ignored. Events that begin or end a job bring the id
 * of what comes next, so ids come from one counter of the caller's.
 */

/** What the four selects hold; "" is "not chosen". The column is the header's index, as text. */
export interface Selection {
  readonly category: CategoryId | '';
  readonly from: string;
  readonly to: string;
  readonly column: string;
}

export type SelectionField = keyof Selection;

export const emptySelection: Selection = { category: '', from: '', to: '', column: '' };

type BulkStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'processing'; readonly bytesRead: number; readonly totalBytes: number; readonly rows: number }
  | { readonly kind: 'done'; readonly summary: BulkSummary; readonly output: Blob }
  | { readonly kind: 'cancelled' }
  | ({ readonly kind: 'failed' } & Failure);

/** Why a job failed: a known file error by its code; an unforeseen one (UNEXPECTED) with its step and reason. */
export interface Failure {
  readonly code: FailureCode;
  readonly step?: BulkStep;
  readonly reason?: string;
}

/**
 * The unit ids each category offers, as the page's pickers list them: the page gets them from the
 * server, so its first scripts carry no unit catalogue.
 */
export type CategoryUnits = Readonly<Record<string, readonly string[]>>;

export interface BulkState<F extends FileFacts = FileFacts> {
  /** The catalogue's units by category, which a selection's units must be among (or the visitor's own). */
  readonly units: CategoryUnits;
  /** Id of the worker job whose answers count. */
  readonly job: number;
  readonly file: F | null;
  readonly inspection: Inspection | null;
  readonly selection: Selection;
  readonly status: BulkStatus;
}

export function initialBulkState<F extends FileFacts>(units: CategoryUnits): BulkState<F> {
  return { units, job: 0, file: null, inspection: null, selection: emptySelection, status: { kind: 'idle' } };
}

export type BulkEvent<F extends FileFacts = FileFacts> =
  | { readonly type: 'fileChosen'; readonly job: number; readonly file: F }
  | { readonly type: 'inspected'; readonly job: number; readonly inspection: Inspection }
  | { readonly type: 'selected'; readonly field: SelectionField; readonly value: string }
  | { readonly type: 'started'; readonly job: number; readonly defined?: readonly CustomUnit[] }
  | { readonly type: 'progressed'; readonly job: number; readonly bytesRead: number; readonly totalBytes: number; readonly rows: number }
  | { readonly type: 'converted'; readonly job: number; readonly summary: BulkSummary; readonly output: Blob }
  | ({ readonly type: 'failed'; readonly job: number } & Failure)
  | { readonly type: 'cancelled'; readonly job: number };

/**
 * Whether the selection names a category, two of its units (the catalogue's or the visitor's own
 * `defined` ones) and a column of the file.
 */
export function isComplete(
  selection: Selection,
  inspection: Inspection | null,
  units: CategoryUnits,
  defined: readonly CustomUnit[] = [],
): boolean {
  const { category, from, to, column } = selection;
  if (inspection === null || !isCategoryId(category)) return false;
  const index = Number(column);
  const known = (unit: string) =>
    (units[category]?.includes(unit) ?? false) || defined.some((own) => own.category === category && own.id === unit);
  return known(from) && known(to) && column !== '' && Number.isInteger(index) && index >= 0 && index < inspection.headers.length;
}

/**
 * The settings of a complete selection (see isComplete), without the per-cell texts and rates: with
 * the definitions of the visitor's own units it names, which the worker needs to convert them.
 */
export function selectionSettings(
  selection: Selection,
  defined: readonly CustomUnit[] = [],
): Pick<ConversionSettings, 'category' | 'from' | 'to' | 'column' | 'defined'> {
  const { category, from, to } = selection;
  const named = defined.filter((unit) => unit.category === category && (unit.id === from || unit.id === to));
  return {
    category: category as CategoryId,
    from,
    to,
    column: Number(selection.column),
    ...(named.length === 0 ? {} : { defined: named }),
  };
}

function select(selection: Selection, field: SelectionField, value: string): Selection {
  if (field === 'category') {
    // Units belong to a category: a new category clears both.
    return { ...selection, category: isCategoryId(value) ? value : '', from: '', to: '' };
  }
  return { ...selection, [field]: value };
}

export function bulkReducer<F extends FileFacts>(state: BulkState<F>, event: BulkEvent<F>): BulkState<F> {
  const busy = state.status.kind === 'processing' || state.status.kind === 'reading';
  switch (event.type) {
    case 'fileChosen': {
      const problem = checkFile(event.file);
      const cleared = { job: event.job, inspection: null, selection: emptySelection };
      if (problem !== null) return { ...state, ...cleared, file: null, status: { kind: 'failed', code: problem } };
      return { ...state, ...cleared, file: event.file, status: { kind: 'reading' } };
    }
    case 'inspected':
      if (event.job !== state.job || state.status.kind !== 'reading') return state;
      return { ...state, inspection: event.inspection, status: { kind: 'idle' } };
    case 'selected':
      if (busy || state.inspection === null) return state;
      return { ...state, selection: select(state.selection, event.field, event.value), status: { kind: 'idle' } };
    case 'started':
      if (busy || !isComplete(state.selection, state.inspection, state.units, event.defined)) return state;
      return { ...state, job: event.job, status: { kind: 'processing', bytesRead: 0, totalBytes: state.file?.size ?? 0, rows: 0 } };
    case 'progressed':
      if (event.job !== state.job || state.status.kind !== 'processing') return state;
      return {
        ...state,
        status: { kind: 'processing', bytesRead: event.bytesRead, totalBytes: event.totalBytes, rows: event.rows },
      };
    case 'converted':
      if (event.job !== state.job || state.status.kind !== 'processing') return state;
      return { ...state, status: { kind: 'done', summary: event.summary, output: event.output } };
    case 'failed': {
      if (event.job !== state.job || !busy) return state;
      const failure: Failure = { code: event.code, step: event.step, reason: event.reason };
      // A file that cannot be read is no loaded file: the next step is to choose another.
      if (state.status.kind === 'reading') return { ...state, file: null, status: { kind: 'failed', ...failure } };
      return { ...state, status: { kind: 'failed', ...failure } };
    }
    case 'cancelled':
      if (state.status.kind !== 'processing') return state;
      return { ...state, job: event.job, status: { kind: 'cancelled' } };
  }
}
