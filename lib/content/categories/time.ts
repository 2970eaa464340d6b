import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const timeContent = {
  category: 'time',
  description: { yearDays: converted('year', 'day', 1, 4) },
  examples: [
    {
      id: 'hrToMin',
      from: 'hr',
      to: 'min',
      values: { factor: converted('hr', 'min', 1), value: given(2.5), result: converted('hr', 'min', 2.5) },
    },
    {
      id: 'dayToHr',
      from: 'day',
      to: 'hr',
      values: { factor: converted('day', 'hr', 1), value: given(7), result: converted('day', 'hr', 7) },
    },
    {
      id: 'msToS',
      from: 'ms',
      to: 's',
      values: { factor: converted('s', 'ms', 1), value: given(1500), result: converted('ms', 's', 1500) },
    },
  ],
  common: [
    { value: 1, from: 'min', to: 's' },
    { value: 1, from: 'hr', to: 's' },
    { value: 1, from: 'day', to: 'min' },
    { value: 1, from: 'week', to: 'hr' },
    { value: 1, from: 'month', to: 'day' },
    { value: 1, from: 'year', to: 'day' },
  ],
  faq: [
    { id: 'year', values: { yearDays: converted('year', 'day', 1, 4), yearWeeks: converted('year', 'week', 1, 4) } },
    { id: 'month', values: { monthDays: converted('month', 'day', 1), monthHours: converted('month', 'hr', 1) } },
    {
      id: 'day',
      values: {
        dayHours: converted('day', 'hr', 1),
        hourMinutes: converted('hr', 'min', 1),
        minuteSeconds: converted('min', 's', 1),
        daySeconds: converted('day', 's', 1),
        weekSeconds: converted('week', 's', 1),
      },
    },
    { id: 'nanosecond', values: { secondNs: converted('s', 'ns', 1), msNs: converted('ms', 'ns', 1) } },
  ],
} as const satisfies CategoryContentSpec<'time'>;
