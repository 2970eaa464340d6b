/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all its
 * functions compiled on the thread that streams the script in, instead of each one lazily on the
 * main thread when first called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Scripts smaller than this are left alone: what their lazy compiling costs the main thread is less
 * than what the comment costs every page in bytes.
 */
export const HINTED_MIN_BYTES = 100 * 1024;

/** `source` with the compile hint on its first line (once, however often the build runs). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The scripts to hint: of the files every page runs as it starts (the build manifest's
 * `rootMainFiles`: React DOM, Next's router and its entry), the large ones.
 */
export function hintedScripts(rootMainFiles: readonly string[], sizeOf: (file: string) => number): string[] {
  return rootMainFiles.filter((file) => file.endsWith('.js') && sizeOf(file) >= HINTED_MIN_BYTES);
}
