/**
 * A French unit name (a plural, as UnitNames holds them) in the singular, as French writes it after
 * a number below two ("1,9 kilomètre par heure", "1,5 livre-force"). The words before the first
 * preposition agree ("gallons impériaux" → "gallon impérial", "livres-force" → "livre-force");
 * what follows it ("par heure", "de mercure") and names of people ("Celsius") do not change, but
 * for a closing adjective of the head ("cuillères à café métriques" → "cuillère à café métrique").
 */
const INVARIANT = new Set(['mois', 'lux', 'nox', 'hertz', 'kilohertz', 'mégahertz', 'gigahertz', 'térahertz']);
const PREPOSITION = /^(?:par|de|d’|du|des|au|aux|à|en)$/u;
/** Feminine and -ique plural adjectives, which agree with the head across "à café", "de bague". */
const HEAD_ADJECTIVE = /(?:iques|aines|aises|ennes)$/u;

function singularWord(word: string): string {
  const lower = word.toLocaleLowerCase('fr');
  if (INVARIANT.has(lower) || /^\p{Lu}/u.test(word)) return word;
  if (lower === 'chevaux') return word.replace(/aux$/u, 'al');
  if (/eaux$/u.test(lower)) return word.slice(0, -1);
  if (/aux$/u.test(lower)) return word.replace(/aux$/u, 'al');
  return word.replace(/s$/u, '');
}

export function frenchSingular(name: string): string {
  const words = name.split(' ');
  const stop = words.findIndex((word, index) => index > 0 && (PREPOSITION.test(word) || word.startsWith('d’')));
  return words
    .map((word, index) => {
      if (stop !== -1 && index >= stop) return index === words.length - 1 && HEAD_ADJECTIVE.test(word) ? singularWord(word) : word;
      // The first word may open a sentence with its capital; its hyphenated parts agree too.
      const head = index === 0 ? word.charAt(0).toLocaleLowerCase('fr') + word.slice(1) : word;
      const singular = head.split('-').map(singularWord).join('-');
      return index === 0 && head !== word ? singular.charAt(0).toLocaleUpperCase('fr') + singular.slice(1) : singular;
    })
    .join(' ');
}

/** Names French treats as one thing, not a count of units: bases, systems, a speed, a reading. */
const SINGULAR_NAMES = /^(?:binaire|octal|décimal|hexadécimal|mondopoint|mach |vitesse |accélération |diamètre |par )/iu;

/**
 * A French unit name with its definite article, as "entre … et …" wants it: "les centimètres",
 * "le décimal", "la vitesse de la lumière", "l’accélération g"; "par minute" takes none.
 */
export function frenchWithArticle(name: string): string {
  if (!SINGULAR_NAMES.test(name)) return `les ${name}`;
  if (/^par /iu.test(name)) return name;
  if (/^[aeiouhâéèêîôû]/iu.test(name)) return `l’${name}`;
  return /^(?:vitesse|accélération)/iu.test(name) ? `la ${name}` : `le ${name}`;
}
