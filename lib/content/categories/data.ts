import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

/** Binary multiples, as the converter uses them: the FAQ says 1 KB = 1024 bytes. */
export const dataContent = {
  category: 'data',
  description: { byteBits: converted('byte', 'bit', 1), kbBytes: converted('kb', 'byte', 1) },
  examples: [
    {
      id: 'mbToGb',
      from: 'mb',
      to: 'gb',
      values: { factor: converted('gb', 'mb', 1), value: given(2048), result: converted('mb', 'gb', 2048) },
    },
    {
      id: 'gbToMb',
      from: 'gb',
      to: 'mb',
      values: { factor: converted('gb', 'mb', 1), value: given(16), result: converted('gb', 'mb', 16) },
    },
    {
      id: 'byteToBit',
      from: 'byte',
      to: 'bit',
      values: { factor: converted('byte', 'bit', 1), value: given(512), result: converted('byte', 'bit', 512) },
    },
  ],
  common: [
    { value: 1, from: 'byte', to: 'bit' },
    { value: 1, from: 'kb', to: 'byte' },
    { value: 1, from: 'mb', to: 'kb' },
    { value: 1, from: 'gb', to: 'mb' },
    { value: 1, from: 'tb', to: 'gb' },
    { value: 500, from: 'mb', to: 'gb' },
  ],
  faq: [
    {
      id: 'kilobyte',
      values: { one: given(1), kbBytes: converted('kb', 'byte', 1), mbKb: converted('mb', 'kb', 1), mbBytes: converted('mb', 'byte', 1) },
    },
    {
      id: 'driveSize',
      values: { driveGb: given(500), driveBytes: given(500_000_000_000), driveShownGb: converted('byte', 'gb', 500_000_000_000, 2) },
    },
    { id: 'bitByte', values: { byteBits: converted('byte', 'bit', 1) } },
    { id: 'kibibyte', values: { one: given(1), kbBytes: converted('kb', 'byte', 1), mbBytes: converted('mb', 'byte', 1) } },
    { id: 'terabyte', values: { one: given(1), tbGb: converted('tb', 'gb', 1), gbMb: converted('gb', 'mb', 1) } },
  ],
} as const satisfies CategoryContentSpec<'data'>;
