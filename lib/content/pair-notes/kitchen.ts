import type { CategoryId } from '@/lib/units/catalogue';
import type { NoteQuestion, CategoryNotes } from './types';

/** Spoons, asked on every spoon and cup page: what a tablespoon and a teaspoon hold. */
const SPOONS: NoteQuestion = {
  question: {
    en: 'How many milliliters are in a tablespoon and a teaspoon?',
    es: '¿Cuántos mililitros tienen una cucharada y una cucharadita?',
    de: 'Wie viele Milliliter fassen ein Esslöffel und ein Teelöffel?',
    fr: 'Combien de millilitres contiennent une cuillère à soupe et une cuillère à café\u202f?',
    no: 'Hvor mange milliliter er en spiseskje og en teskje?',
  },
  answer: {
    en: 'A US tablespoon is {q 1 tbsp ml} and a teaspoon {q 1 tsp ml}, three teaspoons to the tablespoon; recipes and medicine labels round them to {x 1 tbsp_metric ml} and {x 1 tsp_metric ml}. Australian recipes use a larger tablespoon of {x 20 ml ml}.',
    es: 'Una cucharada estadounidense tiene {q 1 tbsp ml} y una cucharadita {q 1 tsp ml}, tres cucharaditas por cucharada; las recetas y los prospectos las redondean a {x 1 tbsp_metric ml} y {x 1 tsp_metric ml}. Las recetas australianas usan una cucharada mayor, de {x 20 ml ml}.',
    de: 'Ein US-Esslöffel fasst {q 1 tbsp ml}, ein Teelöffel {q 1 tsp ml}, drei Teelöffel sind ein Esslöffel; Rezepte und Beipackzettel runden auf {x 1 tbsp_metric ml} und {x 1 tsp_metric ml}. Australische Rezepte rechnen mit einem größeren Esslöffel von {x 20 ml ml}.',
    fr: 'Une cuillère à soupe américaine contient {q 1 tbsp ml} et une cuillère à café {q 1 tsp ml}, trois cuillères à café par cuillère à soupe\u202f; recettes et notices de médicaments les arrondissent à {x 1 tbsp_metric ml} et {x 1 tsp_metric ml}. Les recettes australiennes utilisent une cuillère à soupe plus grande, de {x 20 ml ml}.',
    no: 'En amerikansk spiseskje er {q 1 tbsp ml} og en teskje {q 1 tsp ml}, tre teskjeer per spiseskje; oppskrifter og pakningsvedlegg runder av til {x 1 tbsp_metric ml} og {x 1 tsp_metric ml}. Australske oppskrifter bruker en større spiseskje på {x 20 ml ml}.',
  },
  source: { id: 'nist-hb44' },
};

/** Volume: cups and spoons for recipes, gallons for fuel and fluid ounces for drinks. */
export const kitchenNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {
  volume: {
    pairs: [
      {
        units: [
          ['cup_us', 'ml'],
          ['cup_us', 'l'],
          ['cup_us', 'dl'],
          ['cup_us', 'cup_metric'],
        ],
        faq: [
          {
            question: {
              en: 'Is a US cup the same as a metric or a UK cup?',
              es: '¿Es igual una taza estadounidense que una taza métrica o británica?',
              de: 'Ist eine US-Tasse dasselbe wie eine metrische oder britische Tasse?',
              fr: 'Une tasse américaine est-elle la même qu’une tasse métrique ou britannique\u202f?',
              no: 'Er en amerikansk kopp det samme som en metrisk eller britisk kopp?',
            },
            answer: {
              en: 'No. A US cup is {q 1 cup_us ml}; the metric cup of Australian, New Zealand and Canadian recipes is {x 1 cup_metric ml}; an old British cup was half an imperial pint, {q 0.5 pt_uk ml}. US nutrition labels use a cup of {x 240 ml ml}.',
              es: 'No. Una taza estadounidense son {q 1 cup_us ml}; la taza métrica de las recetas de Australia, Nueva Zelanda y Canadá, {x 1 cup_metric ml}; la antigua taza británica era media pinta imperial, {q 0.5 pt_uk ml}. Las etiquetas nutricionales de Estados Unidos usan una taza de {x 240 ml ml}.',
              de: 'Nein. Eine US-Tasse fasst {q 1 cup_us ml}, die metrische Tasse australischer, neuseeländischer und kanadischer Rezepte {x 1 cup_metric ml}; die alte britische Tasse war ein halbes imperiales Pint, {q 0.5 pt_uk ml}. US-Nährwertangaben rechnen mit einer Tasse von {x 240 ml ml}.',
              fr: 'Non. Une tasse américaine contient {q 1 cup_us ml}\u202f; la tasse métrique des recettes australiennes, néo-zélandaises et canadiennes, {x 1 cup_metric ml}\u202f; l’ancienne tasse britannique valait une demi-pinte impériale, {q 0.5 pt_uk ml}. Les étiquettes nutritionnelles américaines comptent une tasse de {x 240 ml ml}.',
              no: 'Nei. En amerikansk kopp er {q 1 cup_us ml}, den metriske koppen i australske, newzealandske og kanadiske oppskrifter {x 1 cup_metric ml}, og den gamle britiske koppen var en halv imperial pint, {q 0.5 pt_uk ml}. Amerikanske næringsdeklarasjoner regner med en kopp på {x 240 ml ml}.',
            },
            source: { id: 'us-21cfr101' },
          },
          {
            question: {
              en: 'How many grams is a cup of flour?',
              es: '¿Cuántos gramos son una taza de harina?',
              de: 'Wie viel Gramm sind eine Tasse Mehl?',
              fr: 'Combien de grammes pèse une tasse de farine\u202f?',
              no: 'Hvor mange gram er en kopp mel?',
            },
            answer: {
              en: 'A cup measures volume, so what it weighs depends on what is in it and how it is packed: a US cup of flour weighs roughly 120 to 130 g, a cup of sugar about 200 g. For baking, a scale is more reliable than a cup.',
              es: 'Una taza mide volumen, así que su peso depende de lo que contiene y de lo apretado que esté: una taza estadounidense de harina pesa entre 120 y 130 g, una de azúcar unos 200 g. Para repostería, una báscula es más fiable que una taza.',
              de: 'Eine Tasse misst ein Volumen; was sie wiegt, hängt vom Inhalt ab und davon, wie fest er eingefüllt ist: Eine US-Tasse Mehl wiegt etwa 120 bis 130 g, eine Tasse Zucker rund 200 g. Beim Backen ist eine Waage zuverlässiger als eine Tasse.',
              fr: 'Une tasse mesure un volume\u00a0: son poids dépend de ce qu’elle contient et de la façon dont on la remplit. Une tasse américaine de farine pèse environ 120 à 130\u00a0g, une tasse de sucre environ 200\u00a0g. En pâtisserie, une balance est plus fiable qu’une tasse.',
              no: 'En kopp måler volum, så vekten avhenger av hva den inneholder og hvor hardt det er pakket: en amerikansk kopp mel veier omtrent 120 til 130 g, en kopp sukker rundt 200 g. Til baking er en vekt mer pålitelig enn en kopp.',
            },
          },
        ],
        lookup: {
          caption: { en: 'Cup measures', es: 'Medidas en tazas', de: 'Tassenmaße', fr: 'Mesures en tasses', no: 'Koppemål' },
          from: 'cup_us',
          to: 'ml',
          amounts: [0.25, 0.5, 0.75, 1, 1.5, 2],
        },
        literals: ['120', '130', '200'],
      },
      {
        units: [
          ['tbsp', 'tsp'],
          ['tbsp', 'ml'],
          ['tsp', 'ml'],
          ['tbsp_metric', 'tbsp'],
          ['tsp_metric', 'tsp'],
        ],
        faq: [SPOONS],
      },
      {
        units: [
          ['l', 'gal_us'],
          ['gal_us', 'gal_uk'],
          ['l', 'gal_uk'],
        ],
        faq: [
          {
            question: {
              en: 'What is a quick way to convert liters to gallons?',
              es: '¿Cómo se pasan rápidamente litros a galones?',
              de: 'Wie rechnet man Liter schnell in Gallonen um?',
              fr: 'Comment convertir rapidement des litres en gallons\u202f?',
              no: 'Hvordan regner man raskt om liter til gallon?',
            },
            answer: {
              en: 'Count a little under four liters to the US gallon ({q 1 gal_us l}) and about four and a half to the imperial one; a {x 50 l l} car tank holds about {q 50 l gal_us}.',
              es: 'Cuenta algo menos de cuatro litros por galón estadounidense ({q 1 gal_us l}) y unos cuatro y medio por galón imperial; un depósito de {x 50 l l} admite unos {q 50 l gal_us}.',
              de: 'Rechnen Sie mit knapp vier Litern pro US-Gallone ({q 1 gal_us l}) und etwa viereinhalb pro imperiale Gallone; ein Tank mit {x 50 l l} fasst etwa {q 50 l gal_us}.',
              fr: 'Comptez un peu moins de quatre litres par gallon américain ({q 1 gal_us l}) et environ quatre et demi par gallon impérial\u202f; un réservoir de {x 50 l l} contient environ {q 50 l gal_us}.',
              no: 'Regn med litt under fire liter per amerikansk gallon ({q 1 gal_us l}) og omtrent fire og en halv per imperial gallon; en tank på {x 50 l l} rommer omtrent {q 50 l gal_us}.',
            },
          },
        ],
      },
      {
        units: [
          ['ml', 'fl_oz_us'],
          ['fl_oz_us', 'fl_oz_uk'],
          ['ml', 'fl_oz_uk'],
        ],
        faq: [
          {
            question: {
              en: 'How big is a drink can in fluid ounces?',
              es: '¿Cuánto mide una lata de refresco en onzas líquidas?',
              de: 'Wie viele Flüssigunzen fasst eine Getränkedose?',
              fr: 'Combien d’onces liquides contient une canette\u202f?',
              no: 'Hvor mange væskeunser er en brusboks?',
            },
            answer: {
              en: 'A standard US can holds {x 12 fl_oz_us fl_oz_us}, that is {q 12 fl_oz_us ml}; the common European {x 330 ml ml} can is about {q 330 ml fl_oz_us}.',
              es: 'Una lata estándar estadounidense tiene {x 12 fl_oz_us fl_oz_us}, es decir, {q 12 fl_oz_us ml}; la lata europea habitual de {x 330 ml ml} equivale a unas {q 330 ml fl_oz_us}.',
              de: 'Eine US-Standarddose fasst {x 12 fl_oz_us fl_oz_us}, also {q 12 fl_oz_us ml}; die gängige europäische Dose mit {x 330 ml ml} entspricht etwa {q 330 ml fl_oz_us}.',
              fr: 'Une canette américaine standard contient {x 12 fl_oz_us fl_oz_us}, soit {q 12 fl_oz_us ml}\u202f; la canette européenne courante de {x 330 ml ml} équivaut à environ {q 330 ml fl_oz_us}.',
              no: 'En vanlig amerikansk boks rommer {x 12 fl_oz_us fl_oz_us}, altså {q 12 fl_oz_us ml}; den vanlige europeiske boksen på {x 330 ml ml} er omtrent {q 330 ml fl_oz_us}.',
            },
          },
        ],
      },
    ],
  },
};
