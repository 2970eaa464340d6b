import { describe, expect, it } from 'vitest';
import { quickMessage } from '@/lib/quick/messages';

describe('the quick API messages in Spanish', () => {
  it('address the reader as the site does (tú) and quote with «»', () => {
    expect(quickMessage('EMPTY', 'es')).toMatch(/^Escribe una conversión, por ejemplo «5\s+pies 3\s+pulgadas a cm»$/);
    expect(quickMessage('UNPARSEABLE', 'es')).toMatch(/p\. ej\. «5\s+pies 3\s+pulgadas a cm»$/);
  });
});
