/** The bulk CSV converter's logic: plain TypeScript over Blobs and strings, no React or Next. */
export { cellConverter, type BulkSummary, type CellConverter, type ConversionSettings } from './cell-converter';
export { decimalMarkOf, formatCellNumber, readCellNumber, type DecimalMark } from './cell-number';
export { convertFile, OUTPUT_TYPE, type BulkOutput, type BulkProgress, type ConvertFileOptions } from './convert-file';
export { CsvChunkReader } from './csv-reader';
export { cellWriter, guardFormula, plainCellTest, quoteCell, RECORD_END, writeRecord } from './csv-writer';
export { detectDelimiter, detectDialect, detectLineBreak, DELIMITERS, type Delimiter, type Dialect, type LineBreak } from './dialect';
export { BOM, bomEncoding, detectEncoding, outputNeedsBom, textEncodings, type TextEncodingName } from './encoding';
export {
  BULK_ERROR_MESSAGES,
  BULK_STEPS,
  BulkError,
  failureAt,
  reasonOf,
  StepFailure,
  bulkErrorCodes,
  CELL_ERROR_TEXT,
  isBulkError,
  type BulkErrorCode,
  type BulkStep,
  type CellErrorCode,
} from './errors';
export { checkFile, outputFileName, type FileFacts } from './file-check';
export { inspectBytes, inspectFile, type FileFormat, type Inspection } from './inspect';
export {
  ACCEPTED_EXTENSIONS,
  BULK_DECIMALS,
  CHUNK_BYTES,
  CONVERTED_SUFFIX,
  INSPECT_BYTES,
  MAX_FILE_BYTES,
  MAX_FILE_MB,
  MAX_ROW_CHARS,
  OUTPUT_PREFIX,
  PREVIEW_ROWS,
  STEP_CHARS,
} from './limits';
export {
  conversionSettingsSchema,
  failureCodeSchema,
  fileFormatSchema,
  INVALID,
  readWorkerRequest,
  readWorkerResponse,
  type FailureCode,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol';
export { RowConverter } from './row-converter';
export {
  bulkReducer,
  emptySelection,
  initialBulkState,
  isComplete,
  selectionSettings,
  type BulkEvent,
  type Failure,
  type BulkState,
  type BulkStatus,
  type Selection,
  type SelectionField,
} from './session';
