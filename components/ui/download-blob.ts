/** How long a download's object URL lives: some browsers still read it after click() returns. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves `blob` as a file called `name`, through a link the page clicks and removes. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
