import type { CategoryId } from '@/lib/units/catalogue';
import type { CategoryNotes } from './types';

/** Area: the room, home and land sizes people look up. */
export const placeNotes: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {
  area: {
    pairs: [
      {
        units: [['m2', 'ft2']],
        faq: [],
        lookup: {
          caption: {
            en: 'Room and home sizes',
            es: 'Superficies de habitaciones y viviendas',
            de: 'Zimmer- und Wohnflächen',
            fr: 'Surfaces de pièces et de logements',
            no: 'Rom- og boligarealer',
          },
          from: 'm2',
          to: 'ft2',
          amounts: [10, 20, 50, 75, 100, 150],
        },
      },
      {
        units: [['ac', 'ha']],
        faq: [],
        lookup: {
          caption: {
            en: 'Plots and farms',
            es: 'Parcelas y fincas',
            de: 'Grundstücke und Höfe',
            fr: 'Terrains et exploitations',
            no: 'Tomter og gårder',
          },
          from: 'ac',
          to: 'ha',
          amounts: [0.25, 1, 5, 40, 160, 640],
        },
      },
    ],
  },
};
