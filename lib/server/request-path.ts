/** A request target's path: what comes before its query ("/api/convert?value=1" → "/api/convert"). */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const mark = raw.indexOf('?');
  return mark === -1 ? raw : raw.slice(0, mark);
}
