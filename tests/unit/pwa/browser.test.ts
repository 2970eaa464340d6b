import { describe, expect, it } from 'vitest';
import { browserOf } from '@/lib/pwa/browser';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

describe('the browser whose menu the install dialog explains', () => {
  it('is the installed app itself whenever the page runs standalone', () => {
    expect(browserOf(IPHONE, 5, true)).toBe('installed');
    expect(browserOf(EDGE, 0, true)).toBe('installed');
  });

  it('is iOS on an iPhone, and on an iPad that says it is a Mac but has a touch screen', () => {
    expect(browserOf(IPHONE, 5, false)).toBe('ios');
    expect(browserOf(MAC_SAFARI, 5, false)).toBe('ios');
  });

  it('is Safari on a Mac without a touch screen, but not Chrome on a Mac', () => {
    expect(browserOf(MAC_SAFARI, 0, false)).toBe('safariMac');
    expect(browserOf(MAC_CHROME, 0, false)).toBe('chromium');
  });

  it('is Firefox for Firefox and Chromium’s for Edge', () => {
    expect(browserOf(FIREFOX_ANDROID, 5, false)).toBe('firefox');
    expect(browserOf(EDGE, 0, false)).toBe('chromium');
  });
});
