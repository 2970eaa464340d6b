import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWidgetScript, gzipSize, WIDGET_SCRIPT_BUDGET_BYTES, WIDGET_SCRIPT_FILE } from '@/scripts/build-widget';
import { FakeParent, fakeDocument, fakeScript, type FakeElement } from './fake-dom';

const committed = readFileSync(WIDGET_SCRIPT_FILE, 'utf8');
const SRC = 'https://unitly.example/widget/widget.js';

/** Runs the committed widget.js once, as the browser does for one script tag. */
function run(document: ReturnType<typeof fakeDocument>, current: FakeElement | null) {
  document.currentScript = current;
  runInNewContext(committed, { document, URL, URLSearchParams });
}

const frames = (body: FakeParent) => body.children.filter((node) => node.tagName === 'IFRAME');

describe('public/widget/widget.js', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = await buildWidgetScript();
  });

  it('is the build of lib/widget with the current units and titles (else run npm run build:widget)', () => {
    expect(committed).toBe(fresh);
  });

  it(`stays within its budget of ${WIDGET_SCRIPT_BUDGET_BYTES} bytes gzip`, () => {
    expect(gzipSize(committed)).toBeLessThanOrEqual(WIDGET_SCRIPT_BUDGET_BYTES);
  });

  it('puts a sandboxed frame of the embed page right after its own script tag', () => {
    const body = new FakeParent();
    const before = fakeScript('https://example.org/other.js');
    const tag = fakeScript(SRC, { category: 'weight', from: 'kg', to: 'lb', width: '500', height: '280', lang: 'de' });
    body.append(before, tag, fakeScript('https://example.org/after.js'));
    run(fakeDocument(body), tag);

    expect(body.children.map((node) => node.tagName)).toEqual(['SCRIPT', 'SCRIPT', 'IFRAME', 'SCRIPT']);
    const [frame] = frames(body);
    expect(frame).toMatchObject({
      src: 'https://unitly.example/widget/embed?category=weight&from=kg&to=lb&width=500&height=280&lang=de',
      width: '500',
      height: '280',
      title: 'Einheitenumrechner von Unitly',
    });
    expect(Object.fromEntries(frame!.attributes)).toEqual({
      style: 'border:0;max-width:100%',
      loading: 'lazy',
      sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
      allow: 'clipboard-write',
    });
  });

  it('serves several tags on one page, each with its own frame, and never two frames for one tag', () => {
    const body = new FakeParent();
    const first = fakeScript(SRC, { category: 'temperature', from: 'c', to: 'f' });
    const second = fakeScript(SRC, { category: 'length', from: 'km', to: 'mi' });
    body.append(first, second);
    const document = fakeDocument(body);
    run(document, first);
    run(document, second);
    run(document, first);

    expect(body.children.map((node) => node.tagName)).toEqual(['SCRIPT', 'IFRAME', 'SCRIPT', 'IFRAME']);
    expect(frames(body).map((frame) => new URL(frame.src as string).searchParams.get('from'))).toEqual(['c', 'km']);
  });

  it('without a current script (tag managers), serves every widget tag that is still waiting', () => {
    const body = new FakeParent();
    body.append(fakeScript(SRC), fakeScript('https://example.org/app.js'), fakeScript(`${SRC}?v=2`, { category: 'data' }));
    run(fakeDocument(body), null);
    expect(body.children.map((node) => node.tagName)).toEqual(['SCRIPT', 'IFRAME', 'SCRIPT', 'SCRIPT', 'IFRAME']);
  });

  it('leaves out hostile or unknown attributes and speaks the host page language', () => {
    const body = new FakeParent();
    const tag = fakeScript(SRC, { category: '"><img src=x onerror=alert(1)>', from: '<script>', width: 'javascript:alert(1)' });
    body.append(tag);
    run(fakeDocument(body, 'fr-CA'), tag);
    const [frame] = frames(body);
    expect(frame).toMatchObject({
      src: 'https://unitly.example/widget/embed?width=400&height=300&lang=fr',
      title: 'Convertisseur d’unités Unitly',
    });
  });
});
