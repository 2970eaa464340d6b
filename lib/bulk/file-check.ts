import type { BulkErrorCode } from './errors';
import { ACCEPTED_EXTENSIONS, MAX_FILE_BYTES, OUTPUT_PREFIX } from './limits';

/** What the converter needs to know about a chosen file before reading it. */
export interface FileFacts {
  readonly name: string;
  readonly size: number;
}

/**
 * Why a file cannot be converted, or null when it may be read. The type is judged by the name's
 * ending: browsers report CSV as text/csv, application/vnd.ms-excel or nothing at all, so the MIME
 * type says little. An empty file passes here and fails as a parse error ("Error parsing file").
 */
export function checkFile({ name, size }: FileFacts): Extract<BulkErrorCode, 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE'> | null {
  const lower = name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension))) return 'INVALID_FILE_TYPE';
  if (size > MAX_FILE_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** The downloaded file's name: converted_{original name}. */
export function outputFileName(name: string): string {
  return `${OUTPUT_PREFIX}${name}`;
}
