import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

type Element = ReturnType<typeof parse>[number];

/** Suffix of a plural selector: the number shown as `<name>`, in plain digits (lib/content/numbers). */
const PLURAL_SUFFIX = 'Plural';
/** A selector a language may use for its grammar alone (French "du binaire", "des centimètres"). */
const GRAMMAR = 'grammar';
/** Suffixes of a name's case or article form ("in Zentimetern", "les centimètres"), which English writes as the plain name. */
const FORM_SUFFIXES = ['Dative', 'Article'];

/** Argument names of a parsed message, branches of plural and select included. */
function argumentNames(elements: readonly Element[]): string[] {
  return elements.flatMap((element) => {
    if (isLiteralElement(element) || isPoundElement(element)) return [];
    const own = 'value' in element && typeof element.value === 'string' ? [element.value] : [];
    const branches =
      isPluralElement(element) || isSelectElement(element)
        ? Object.values(element.options).flatMap((option) => argumentNames(option.value))
        : [];
    const children = isTagElement(element) ? argumentNames(element.children) : [];
    return [...own, ...branches, ...children];
  });
}

/**
 * The values an ICU message shows, sorted, without repeats. A language may choose a plural form by
 * `<name>Plural` where English needs none ("1,5 heure", "2,5 heures"): that selector is grammar,
 * not another value, so it is left out when the number it stands for is shown; so is `grammar`,
 * the selector a language picks an article or a case by, and a name's case or article form (`toDative`,
 * `toArticle` for `toName`), which shows the same value in the case the sentence wants.
 */
export function placeholdersOf(message: string): string[] {
  const names = new Set(argumentNames(parse(message, { ignoreTag: true })));
  names.delete(GRAMMAR);
  for (const name of names) {
    const suffix = FORM_SUFFIXES.find((form) => name.endsWith(form));
    if (suffix === undefined) continue;
    names.delete(name);
    names.add(`${name.slice(0, -suffix.length)}Name`);
  }
  for (const name of names) {
    if (name.endsWith(PLURAL_SUFFIX) && names.has(name.slice(0, -PLURAL_SUFFIX.length))) names.delete(name);
  }
  return [...names].sort();
}
