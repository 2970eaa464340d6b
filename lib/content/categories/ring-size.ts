import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const ringSizeContent = {
  category: 'ring-size',
  // Japanese sizes count from this circumference in mm (JIS).
  description: { offset: given(40) },
  examples: [
    { id: 'usToIso', from: 'us', to: 'iso', values: { value: given(7), result: converted('us', 'iso', 7) } },
    { id: 'diameterToUs', from: 'diameter', to: 'us', values: { value: given(17.32), result: converted('diameter', 'us', 17.32) } },
  ],
  common: [
    { value: 7, from: 'us', to: 'iso' },
    { value: 6, from: 'us', to: 'jp' },
    { value: 54.4, from: 'iso', to: 'us' },
    { value: 17.32, from: 'diameter', to: 'us' },
  ],
  faq: [
    { id: 'measure', values: { diameter: given(17.32), us: converted('diameter', 'us', 17.32) } },
    { id: 'step', values: { step: given(0.8128) } },
    { id: 'between', values: { value: given(17.5), result: converted('diameter', 'us', 17.5) } },
    { id: 'japan', values: { offset: given(40), jp: given(14), iso: converted('jp', 'iso', 14) } },
  ],
} as const satisfies CategoryContentSpec<'ring-size'>;
