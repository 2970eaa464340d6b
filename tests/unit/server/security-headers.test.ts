import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  isHttpsRequest,
  NON_HTML_CSP,
  nonHtmlPolicy,
  secureCookie,
  SERVICE_WORKER_CSP,
} from '@/lib/server/security-headers';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script exactly as written, and nothing else', () => {
    const html =
      '<script src="/_next/a.js" async></script><script>self.__next_f=[]</script>' +
      '<script type="application/ld+json">{"a":1}</script><script id="x">\nlet a = "<b>";\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=[]'), sha('\nlet a = "<b>";\n')]);
  });

  it('gives one hash per distinct script', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/<\/script/i.test(s)),
          { maxLength: 8 },
        ),
        (bodies) => {
          const html = bodies.map((body) => `<script>${body}</script>`).join('<p>x</p>');
          expect(inlineScriptHashes(html)).toEqual([...new Set(bodies)].map(sha));
        },
      ),
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts by hash, never inline at large, and locks objects, base and forms', () => {
    const policy = contentSecurityPolicy('/about', ['sha256-abc']);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toContain("'sha256-abc'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('lets any site frame the embeddable widget only', () => {
    expect(contentSecurityPolicy('/widget/embed', [])).toContain('frame-ancestors *');
    expect(contentSecurityPolicy('/widget', [])).toContain("frame-ancestors 'self'");
  });
});

describe('secureCookie', () => {
  it('adds Secure once', () => {
    expect(secureCookie('NEXT_LOCALE=de; Path=/; SameSite=lax')).toBe('NEXT_LOCALE=de; Path=/; SameSite=lax; Secure');
    expect(secureCookie('a=b; Secure; Path=/')).toBe('a=b; Secure; Path=/');
  });
});

describe('isHttpsRequest', () => {
  it('trusts a TLS socket', () => {
    expect(isHttpsRequest(true, undefined, 0)).toBe(true);
  });

  it('ignores X-Forwarded-Proto unless a proxy is trusted', () => {
    expect(isHttpsRequest(false, 'https', 0)).toBe(false);
    expect(isHttpsRequest(false, 'https', 1)).toBe(true);
    expect(isHttpsRequest(false, 'http', 1)).toBe(false);
  });

  it('reads the entry the outermost trusted proxy wrote, not what the caller prepended', () => {
    expect(isHttpsRequest(false, 'https, http', 1)).toBe(false);
    expect(isHttpsRequest(false, 'http, https', 1)).toBe(true);
  });
});

describe('the policy of answers that are not pages', () => {
  it('lets the service worker fetch the site it keeps offline, and nothing else run or frame anything', () => {
    expect(nonHtmlPolicy('/sw.js')).toBe(SERVICE_WORKER_CSP);
    expect(SERVICE_WORKER_CSP).toContain("default-src 'self'");
    expect(nonHtmlPolicy('/api/convert')).toBe(NON_HTML_CSP);
    expect(nonHtmlPolicy('/widget/widget.js')).toBe(NON_HTML_CSP);
    expect(nonHtmlPolicy('/robots.txt')).toBe(NON_HTML_CSP);
  });
});
