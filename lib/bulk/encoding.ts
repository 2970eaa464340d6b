/**
 * The text encoding of an uploaded file, decided from its first bytes:
 * - a byte order mark says it: UTF-8, or UTF-16 (Excel's "Unicode Text" is UTF-16LE with tabs);
 * - otherwise UTF-8 when the bytes are valid UTF-8;
 * - otherwise Windows-1252, which Excel's plain "CSV (Comma delimited)" writes on Western European
 *   Windows; read as UTF-8, every "é", "ü" or "ø" of such a file would become "�".
 * The converted file is always UTF-8.
 */
export const textEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncodingName = (typeof textEncodings)[number];

/** U+FEFF, which the decoder drops from the start of the text, so it never reaches a header. */
export const BOM = '\ufeff';

/** The encoding a byte order mark at the start of the bytes announces, if any. */
export function bomEncoding(bytes: Uint8Array): TextEncodingName | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * The encoding of a file that starts with these bytes (rules above). `complete`: the bytes are the
 * whole file; otherwise a character cut off at their end is not held against them.
 */
export function detectEncoding(bytes: Uint8Array, complete: boolean): TextEncodingName {
  const announced = bomEncoding(bytes);
  if (announced !== null) return announced;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * Whether the converted UTF-8 file starts with a byte order mark: when the original had one (Excel
 * needs it to read a CSV file as UTF-8, and wrote it), or was in another encoding (Excel would
 * otherwise read our UTF-8 in its own code page).
 */
export function outputNeedsBom(encoding: TextEncodingName, inputHadBom: boolean): boolean {
  return inputHadBom || encoding !== 'utf-8';
}
