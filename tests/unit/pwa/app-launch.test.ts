import { describe, expect, it } from 'vitest';
import { appStartQuery, manifestHref, precisionKeyOf, precisionKeyOfFormat, readAppLaunch } from '@/lib/pwa/app-launch';

describe('an installed pair app’s start', () => {
  it('is marked by app=1 and carries a precision only when one was chosen', () => {
    expect(appStartQuery(undefined)).toBe('?app=1');
    expect(appStartQuery('d3')).toBe('?app=1&precision=d3');
    expect(appStartQuery('nonsense')).toBe('?app=1');
  });

  it('is read back as the format the precision stands for', () => {
    expect(readAppLaunch('?app=1&precision=d3')).toEqual({ format: { kind: 'decimal', precision: 3 } });
    expect(readAppLaunch('?app=1&precision=s5')).toEqual({ format: { kind: 'decimal', sig: 5 } });
    expect(readAppLaunch('?app=1&precision=f8')).toEqual({ format: { kind: 'fraction', denominator: 8 } });
    expect(readAppLaunch('?app=1')).toEqual({});
  });

  it('is no app start without the marker, and ignores a precision the card does not offer', () => {
    expect(readAppLaunch('')).toBeNull();
    expect(readAppLaunch('?value=30')).toBeNull();
    expect(readAppLaunch('?app=yes&precision=d2')).toBeNull();
    expect(readAppLaunch('?app=1&precision=d11')).toEqual({});
  });
});

describe('a precision key', () => {
  it('is one the card offers, written exactly as the card writes it', () => {
    expect(precisionKeyOf('d0')).toBe('d0');
    expect(precisionKeyOf('d10')).toBe('d10');
    expect(precisionKeyOf('s15')).toBe('s15');
    expect(precisionKeyOf('f64')).toBe('f64');
    for (const bad of [null, undefined, '', 'auto', 'd11', 's16', 'D2', ' d2', 'd2 ', 'f3']) expect(precisionKeyOf(bad)).toBeUndefined();
  });

  it('of the default format is none', () => {
    expect(precisionKeyOfFormat({ kind: 'decimal' })).toBeUndefined();
    expect(precisionKeyOfFormat({ kind: 'decimal', precision: 2 })).toBe('d2');
  });

  it('goes into the manifest link only when there is one', () => {
    const path = '/en/convert/length/cm-to-inches/manifest.webmanifest';
    expect(manifestHref(path, undefined)).toBe(path);
    expect(manifestHref(path, 'd2')).toBe(`${path}?precision=d2`);
    expect(manifestHref(path, 'bogus')).toBe(path);
  });
});
