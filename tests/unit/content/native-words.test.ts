import { describe, expect, it } from 'vitest';
import { factsOf } from '@/lib/content/facts';
import { unitSymbol } from '@/lib/units';
import { locales, pairPageWords, type Locale } from './helpers';

/** A pair page's generated words, with the prose a reader reads in one list. */
function page(locale: Locale, id: string) {
  const words = pairPageWords(locale, id);
  return { ...words, text: [words.description, ...words.faq.flatMap((item) => [item.question, item.answer]), ...words.direction] };
}

const questions = (locale: Locale, id: string) => page(locale, id).faq.map((item) => item.question);

describe('a native editor reads on the generated pair pages', () => {
  it('Spanish questions that name units with their article, or in a form that needs none', () => {
    expect(questions('es', 'length/cm-to-inches')).toContain('¿Cómo se pasa de centímetros a pulgadas?');
    expect(questions('es', 'temperature/kelvin-to-reaumur')).toContain('¿Cómo se pasa una temperatura de kelvin a grados Réaumur?');
    expect(questions('es', 'length/cm-to-inches')).toContain('¿Qué diferencia hay entre centímetros y pulgadas?');
  });

  it('Norwegian scale names in lower case inside a sentence, as the unit names write them', () => {
    const asked = questions('no', 'temperature/celsius-to-fahrenheit');
    expect(asked).toContain('Finnes det en enkel regel for celsius og fahrenheit?');
    expect(asked.join(' ')).not.toMatch(/(?<!^)\b(?:Celsius|Fahrenheit)\b/u);
  });

  it('the two units told apart by name, never by an "it" that follows nothing: rods and hands', () => {
    const answer = (locale: Locale) => page(locale, 'length/rods-to-hands').faq.at(-1)!.answer;
    expect(answer('en')).toMatch(/^The rod, also called a pole or perch, .*, and the hand is four inches/);
    expect(answer('es')).toMatch(/y la mano sirve para medir la alzada de los caballos/);
    for (const locale of locales) expect(answer(locale), locale).not.toMatch(/\. (?:It|Elle|Es|Sie|Den) /u);
  });

  it('Mondopoint named as the system it is, with its capital', () => {
    expect(questions('en', 'shoe-size/eu-to-mondopoint')).toContain('What is the difference between EU shoe sizes and Mondopoint?');
    expect(page('en', 'shoe-size/eu-to-mondopoint').faq.at(-1)!.answer).toMatch(/, and Mondopoint is the ISO shoe size/);
  });

  it('a number base named in the singular in every language', () => {
    const answers = locales.map((locale) => page(locale, 'numeric/decimal-to-binary').faq.at(-1)!.answer);
    expect(answers[0]).toMatch(/^Decimal is the everyday base ten/);
    expect(answers[1]).toMatch(/^El decimal es la base diez/);
    expect(answers[2]).toMatch(/^Das Dezimalsystem ist/);
    expect(answers[3]).toMatch(/^Le décimal est la base dix/);
    expect(answers[4]).toMatch(/^Titallsystemet er/);
  });

  it('money named in sentences, its code only in a rate label', () => {
    const usdEur = (locale: Locale) => page(locale, 'currency/usd-to-eur').text.join(' ');
    expect(usdEur('en')).toContain('Type an amount in US dollars: the converter multiplies it by the day’s USD/EUR reference rate');
    expect(usdEur('en')).toContain('An amount in US dollars has two decimals (cents); the answer in euros has two (cents).');
    expect(usdEur('es')).toContain('Escribe un importe en dólares estadounidenses');
    expect(usdEur('de')).toContain('Geben Sie einen Betrag in US-Dollar ein');
    expect(usdEur('no')).toContain('Et beløp i amerikanske dollar har to desimaler (cent), svaret i euro to (cent).');
    for (const locale of locales) expect(usdEur(locale), locale).not.toMatch(/\b(?:in|en|i) USD\b/);
  });

  it('a generated currency title counting money in the plural, as the popular pairs do', () => {
    expect(page('en', 'currency/sek-to-chf').title).toBe('Swedish kronor to Swiss francs (SEK to CHF)');
    expect(page('es', 'currency/sek-to-chf').title).toBe('Coronas suecas a francos suizos (SEK a CHF)');
    expect(page('fr', 'currency/sek-to-chf').title).toBe('Couronnes suédoises en francs suisses (SEK en CHF)');
  });

  it('a German currency title with its target in the accusative: "in Japanischen Yen"', () => {
    expect(page('de', 'currency/gbp-to-jpy').title).toBe('Britisches Pfund in Japanischen Yen (GBP → JPY)');
    expect(page('de', 'currency/usd-to-chf').title).toBe('US-Dollar in Schweizer Franken (USD → CHF)');
  });

  it('German money after "in" in the dative: "in schwedischen Kronen"', () => {
    expect(page('de', 'currency/sek-to-chf').text.join(' ')).toContain('Ein Betrag in schwedischen Kronen hat zwei Nachkommastellen');
  });

  it('a peg between currencies named, with the article each language gives them', () => {
    const peg = (locale: Locale) => page(locale, 'currency/aed-to-sar').direction[1];
    expect(peg('es')).toMatch(
      /^Tanto el dírham de los Emiratos Árabes Unidos como el rial saudí tienen su cambio ligado al dólar estadounidense/,
    );
    expect(peg('de')).toMatch(/^Sowohl der VAE-Dirham als auch der Saudi-Rial sind an den US-Dollar gebunden/);
    expect(peg('fr')).toMatch(
      /^Comme le dirham des Émirats arabes unis et le riyal saoudien ont leur cours arrimé au dollar des États-Unis/,
    );
    expect(peg('no')).toMatch(/^Både emiratarabiske dirham og saudiarabiske riyaler er knyttet til den amerikanske dollaren/);
  });

  it('a figure rounded as prose says it beside "≈", never six digits after "about"', () => {
    expect(page('en', 'weight/kg-to-pounds').description).toMatch(/^Convert kilograms to pounds: 1 kg ≈ 2\.205\slb\./u);
    expect(page('es', 'weight/kg-to-pounds').description).not.toMatch(/aproximadamente a 2,204623/);
    expect(page('en', 'length/feet-to-meters').text.join(' ')).not.toMatch(/about [0-9]+\.[0-9]{5,}/);
  });
});

describe('a reader of a size past a trillion', () => {
  it("gets a power of ten, never a programmer's 1.7e13, and no mental shortcut", () => {
    expect(page('en', 'length/parsecs-to-nautical-miles').direction).toEqual([
      'To go from parsecs to nautical miles, multiply by about 1.666\u00a0×\u00a010¹³.',
      '1\u00a0pc is roughly 1.7\u00a0×\u00a010¹³ nautical miles.',
    ]);
  });
});

describe('a Spanish, German, French or Norwegian cook reads spoons as their recipes write them', () => {
  it('in the symbols beside numbers: cda., EL, c. à soupe, ss', () => {
    expect(locales.map((locale) => unitSymbol('volume', 'tbsp', locale))).toEqual(['tbsp', 'cda.', 'EL', 'c. à soupe', 'ss']);
    expect(locales.map((locale) => unitSymbol('volume', 'tsp', locale))).toEqual(['tsp', 'cdta.', 'TL', 'c. à café', 'ts']);
  });

  it('in the facts, never the English tbsp and tsp', () => {
    for (const locale of locales.filter((one) => one !== 'en')) {
      for (const unit of ['tbsp', 'tsp', 'tbsp_metric']) {
        const facts = factsOf('volume', unit, locale)!;
        const text = [facts.definition, facts.use, facts.familiar, facts.confusion].map((fact) => fact?.text ?? '').join(' ');
        expect(text, `${locale} ${unit}`).not.toMatch(/\b(?:tbsp|tsp)\b/);
      }
    }
  });
});
