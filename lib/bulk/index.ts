/** The bulk CSV converter's logic: plain TypeScript over Blobs and strings, no React or Next. */
export { cellConverter, type BulkSummary, type ConversionSettings } from './cell-converter';
export { decimalMarkOf, formatCellNumber, readCellNumber } from './cell-number';
export { convertFile, OUTPUT_TYPE, type BulkProgress } from './convert-file';
export { CsvChunkReader } from './csv-reader';
export { cellWriter, guardFormula, plainCellTest, quoteCell, RECORD_END, writeRecord } from './csv-writer';
export { detectDelimiter, detectDialect, detectLineBreak, type Delimiter, type Dialect } from './dialect';
export { bomEncoding, detectEncoding, outputNeedsBom } from './encoding';
export { BulkError, failureAt, reasonOf, StepFailure, CELL_ERROR_TEXT, isBulkError } from './errors';
export { checkFile, outputFileName } from './file-check';
export { inspectBytes, inspectFile, type FileFormat, type Inspection } from './inspect';
export { INSPECT_BYTES, MAX_FILE_BYTES, MAX_FILE_MB, MAX_ROW_CHARS, PREVIEW_ROWS } from './limits';
export { INVALID, readWorkerRequest, readWorkerResponse, type WorkerResponse } from './protocol';
export { RowConverter } from './row-converter';
export {
  bulkReducer,
  emptySelection,
  initialBulkState,
  isComplete,
  selectionSettings,
  type BulkEvent,
  type BulkState,
  type Selection,
  type SelectionField,
} from './session';
