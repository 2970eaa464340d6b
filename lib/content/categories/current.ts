import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const currentContent = {
  category: 'current',
  description: {},
  examples: [
    { id: 'maToA', from: 'ma', to: 'a', values: { factor: converted('a', 'ma', 1), value: given(500), result: converted('ma', 'a', 500) } },
    {
      id: 'uaToMa',
      from: 'ua',
      to: 'ma',
      values: { factor: converted('ma', 'ua', 1), value: given(250), result: converted('ua', 'ma', 250) },
    },
  ],
  common: [
    { value: 1, from: 'a', to: 'ma' },
    { value: 1, from: 'ka', to: 'a' },
    { value: 1, from: 'ma', to: 'ua' },
  ],
  faq: [
    { id: 'ampere', values: {} },
    { id: 'usb', values: { usb: given(500), usbA: converted('ma', 'a', 500) } },
    { id: 'fuse', values: { fuse: given(13), fuseMa: converted('a', 'ma', 13) } },
    { id: 'cgs', values: { abA: converted('abampere', 'a', 1) } },
  ],
} as const satisfies CategoryContentSpec<'current'>;
