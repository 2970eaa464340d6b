import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { converterReducer, DEFAULT_INPUT, initialState } from '@/lib/converter';

describe('converter state', () => {
  it('starts with the value 1', () => {
    expect(DEFAULT_INPUT).toBe('1');
    expect(initialState({ from: 'cm', to: 'in' })).toEqual({ from: 'cm', to: 'in', input: '1' });
  });

  it('swaps the two units and keeps the value typed', () => {
    expect(converterReducer({ from: 'cm', to: 'in', input: '5' }, { type: 'swap' })).toEqual({
      from: 'in',
      to: 'cm',
      input: '5',
    });
  });

  it('swapping twice gives back the same state', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (from, to, input) => {
        const state = { from, to, input };
        expect(converterReducer(converterReducer(state, { type: 'swap' }), { type: 'swap' })).toEqual(state);
      }),
    );
  });

  it('sets both units at once for a quick conversion and keeps the value', () => {
    expect(converterReducer({ from: 'mm', to: 'cm', input: '3' }, { type: 'units', units: { from: 'ft', to: 'm' } })).toEqual({
      from: 'ft',
      to: 'm',
      input: '3',
    });
  });

  it('changes one unit or the text at a time', () => {
    const state = { from: 'mm', to: 'cm', input: '1' };
    expect(converterReducer(state, { type: 'from', unit: 'km' })).toEqual({ ...state, from: 'km' });
    expect(converterReducer(state, { type: 'to', unit: 'mi' })).toEqual({ ...state, to: 'mi' });
    expect(converterReducer(state, { type: 'input', input: '' })).toEqual({ ...state, input: '' });
  });

  it('returns the same object when nothing changes, so React skips the render', () => {
    const state = { from: 'mm', to: 'cm', input: '1' };
    expect(converterReducer(state, { type: 'from', unit: 'mm' })).toBe(state);
    expect(converterReducer(state, { type: 'to', unit: 'cm' })).toBe(state);
    expect(converterReducer(state, { type: 'input', input: '1' })).toBe(state);
    expect(converterReducer(state, { type: 'units', units: { from: 'mm', to: 'cm' } })).toBe(state);
  });
});
