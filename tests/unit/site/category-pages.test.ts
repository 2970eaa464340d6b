import { describe, expect, it } from 'vitest';
import { sitePages } from '@/lib/site/pages';
import { categoryIds } from '@/lib/units';

describe('sitemap pages', () => {
  it('lists the converter page of every category once', () => {
    const paths = sitePages().map((page) => page.path);
    for (const id of categoryIds) expect(paths.filter((path) => path === `/category/${id}`)).toHaveLength(1);
    expect(paths.filter((path) => path.startsWith('/category/'))).toHaveLength(31);
  });
});
