/**
 * Which categories' unit names a page sends the browser: in its RSC payload (the `self.__next_f.push`
 * scripts of its HTML, where client islands' messages travel) or in the scripts it loads at once. A
 * name counts when it is written as messages and catalogues write it, `"id":"Name"` or `id:"Name"`;
 * a name another category shares, id and all (typography's inches are length's), counts for none.
 */

type UnitNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The RSC payload of a server-rendered HTML page, as one text. */
export function flightText(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map((match) => (JSON.parse(match[1]!) as [number, string?])[1] ?? '')
    .join('');
}

const written = (id: string, name: string) => [`"${id}":${JSON.stringify(name)}`, `${id}:${JSON.stringify(name)}`];

/** The categories, other than `own`, of which at least one unit name appears in `texts`. */
export function otherCategoriesNamed(texts: readonly string[], names: UnitNames, own: string): string[] {
  const ownPairs = new Set(Object.entries(names[own] ?? {}).map(([id, name]) => `${id}\u0000${name}`));
  return Object.entries(names)
    .filter(([category]) => category !== own)
    .filter(([, units]) =>
      Object.entries(units).some(
        ([id, name]) => !ownPairs.has(`${id}\u0000${name}`) && written(id, name).some((form) => texts.some((text) => text.includes(form))),
      ),
    )
    .map(([category]) => category);
}
