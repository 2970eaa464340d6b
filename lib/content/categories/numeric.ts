import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

/** Values are digit strings in the `from` base; results are written by the engine in the `to` base. */
export const numericContent = {
  category: 'numeric',
  description: {},
  examples: [
    { id: 'binToDec', from: 'bin', to: 'dec', values: { value: given('101010'), result: converted('bin', 'dec', '101010') } },
    { id: 'decToHex', from: 'dec', to: 'hex', values: { value: given('255'), result: converted('dec', 'hex', '255') } },
    { id: 'hexToBin', from: 'hex', to: 'bin', values: { value: given('A5'), result: converted('hex', 'bin', 'A5') } },
  ],
  common: [
    { value: '10', from: 'dec', to: 'bin' },
    { value: '255', from: 'dec', to: 'bin' },
    { value: '255', from: 'dec', to: 'hex' },
    { value: 'FF', from: 'hex', to: 'dec' },
    { value: '1111', from: 'bin', to: 'dec' },
    { value: '777', from: 'oct', to: 'dec' },
  ],
  faq: [
    { id: 'binary', values: {} },
    {
      id: 'hexadecimal',
      values: { byteMax: given('255'), byteMaxHex: converted('dec', 'hex', '255'), byteMaxBin: converted('dec', 'bin', '255') },
    },
    { id: 'negative', values: { negative: given('-42'), negativeHex: converted('dec', 'hex', '-42') } },
    { id: 'byHand', values: { example: given('13'), exampleBin: converted('dec', 'bin', '13') } },
  ],
} as const satisfies CategoryContentSpec<'numeric'>;
