import { describe, expect, it } from 'vitest';
import { choiceOf, DEFAULT_WIDGET_CONFIG } from '@/lib/widget/defaults';
import { iframeSnippet, scriptSnippet } from '@/lib/widget/snippets';
import { WIDGET_HEIGHT, WIDGET_WIDTH } from '@/lib/widget/limits';
import { widgetView } from '@/lib/widget/view';

const origin = 'https://unitly.example';
const title = 'Unit converter by Unitly';

describe('the configurator’s view of a choice', () => {
  it('is the default widget for the default choice, as the server first writes it', () => {
    const view = widgetView({ choice: choiceOf(DEFAULT_WIDGET_CONFIG), lang: 'en', define: [], origin, title });
    expect(view.config).toEqual(DEFAULT_WIDGET_CONFIG);
    expect(view.iframe).toBe(iframeSnippet({ origin, config: DEFAULT_WIDGET_CONFIG, title }));
    expect(view.script).toBe(scriptSnippet({ origin, config: DEFAULT_WIDGET_CONFIG }));
    expect(view.preview).toMatch(/^\/widget\/embed\?category=length&from=cm&to=in&/);
  });

  it('writes the chosen category, clamped sizes and the visitor’s own unit into every output', () => {
    const choice = { category: 'volume', from: 'mug', to: 'ml', width: '9999', height: 'tall', theme: 'dark' };
    const view = widgetView({ choice, lang: 'de', define: ['Mug:350:ml'], origin, title });
    expect(view.config).toMatchObject({
      category: 'volume',
      from: 'mug',
      to: 'ml',
      width: WIDGET_WIDTH.max,
      height: WIDGET_HEIGHT.fallback,
      theme: 'dark',
      lang: 'de',
    });
    expect(view.config.define).toEqual(['Mug:350:ml']);
    expect(view.iframe).toContain('define=Mug%3A350%3Aml');
    expect(view.script).toContain('data-define="Mug:350:ml"');
    expect(view.preview).toContain('category=volume');
  });

  it('never keeps a unit of the category the visitor left', () => {
    const choice = { ...choiceOf(DEFAULT_WIDGET_CONFIG), category: 'weight' };
    const view = widgetView({ choice, lang: 'en', define: [], origin, title });
    expect(view.config).toMatchObject({ category: 'weight', from: 'kg', to: 'lb' });
  });
});
