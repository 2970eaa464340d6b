import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const dataRateContent = {
  category: 'data-rate',
  description: {},
  examples: [
    {
      id: 'mbpsToMbyte',
      from: 'mbps',
      to: 'mbyte_s',
      values: { factor: converted('mbyte_s', 'mbps', 1), value: given(100), result: converted('mbps', 'mbyte_s', 100) },
    },
    {
      id: 'gbpsToMbps',
      from: 'gbps',
      to: 'mbps',
      values: { factor: converted('gbps', 'mbps', 1), value: given(2.5), result: converted('gbps', 'mbps', 2.5) },
    },
  ],
  common: [
    { value: 100, from: 'mbps', to: 'mbyte_s' },
    { value: 1, from: 'gbps', to: 'mbps' },
    { value: 1, from: 'mib_s', to: 'mbps' },
  ],
  faq: [
    { id: 'bitsBytes', values: { bits: converted('byte_s', 'bps', 1), plan: given(100), planMB: converted('mbps', 'mbyte_s', 100) } },
    { id: 'binary', values: { mibBytes: given(1048576), mib: converted('mib_s', 'mbps', 1, 6) } },
    { id: 'gigabit', values: { gbpsMB: converted('gbps', 'mbyte_s', 1) } },
    { id: 'decimal', values: { kbpsBits: converted('kbps', 'bps', 1), binaryBits: converted('kibps', 'bps', 1) } },
  ],
} as const satisfies CategoryContentSpec<'data-rate'>;
