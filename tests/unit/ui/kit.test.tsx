import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { NumberStepper } from '@/components/ui/number-stepper';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const noop = () => {};

describe('Button', () => {
  it('renders its children alone, neither busy nor disabled, when it does not wait', () => {
    const html = renderToStaticMarkup(
      <Button>
        <svg data-icon="search" />
        Search
      </Button>,
    );
    expect(html).toMatch(/^<button class="[^"]*"><svg data-icon="search"><\/svg>Search<\/button>$/);
    expect(html).not.toMatch(/disabled=""|aria-busy|button-loading/);
  });

  it('while loading, waits disabled and busy, marked for the spinner rule, its name unchanged', () => {
    const html = renderToStaticMarkup(
      <Button loading>
        <svg data-icon="search" />
        Searching
      </Button>,
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/class="[^"]*\bbutton-loading\b/);
    expect(html).toMatch(/<svg data-icon="search"><\/svg>Searching<\/button>$/);
  });

  it('stays disabled when the caller disables it', () => {
    expect(renderToStaticMarkup(<Button disabled>Go</Button>)).toContain('disabled=""');
  });
});

it("draws the waiting button's spinner in the global stylesheet, in place of its icon", () => {
  const css = readFileSync('app/globals.css', 'utf8');
  expect(css).toMatch(/\.button-loading > svg \{\s*display: none;/);
  expect(css).toMatch(/\.button-loading::before \{[^}]*animate-spin/);
});

describe('NumberStepper', () => {
  const stepper = (canDecrease: boolean, canIncrease: boolean) =>
    renderToStaticMarkup(
      <NumberStepper
        decreaseLabel="Fewer servings"
        increaseLabel="More servings"
        canDecrease={canDecrease}
        canIncrease={canIncrease}
        onDecrease={noop}
        onIncrease={noop}
        aria-label="Servings"
        value="4"
        readOnly
        suffix={<span>people</span>}
      />,
    );

  it('names its buttons and passes the field its props, the suffix last', () => {
    const html = stepper(true, true);
    expect(html).toContain('aria-label="Fewer servings"');
    expect(html).toContain('aria-label="More servings"');
    expect(html).toMatch(/<input[^>]*aria-label="Servings"[^>]*value="4"/);
    expect(html).toMatch(/<span>people<\/span><\/div>$/);
    expect(html).not.toContain('disabled=""');
  });

  it('disables the button that would leave the range', () => {
    const html = stepper(false, true);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Fewer servings"|<button[^>]*aria-label="Fewer servings"[^>]*disabled=""/);
    expect(html.match(/disabled=""/g)).toHaveLength(1);
  });
});

describe('Table', () => {
  it('renders plain table elements: column heads by default, row heads when asked', () => {
    const html = renderToStaticMarkup(
      <Table aria-label="Values">
        <TableHeader>
          <TableRow>
            <TableHead>cm</TableHead>
            <TableHead>in</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">1</TableHead>
            <TableCell>0.3937</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(html).toMatch(/^<table class="data-table" aria-label="Values"><thead/);
    expect(html.match(/scope="col"/g)).toHaveLength(2);
    expect(html).toContain('<th scope="row">1</th><td>0.3937</td>');
  });

  it('styles the table once, not every cell, and keeps the classes a cell is given', () => {
    const html = renderToStaticMarkup(
      <Table className="mt-4">
        <TableBody>
          <TableRow>
            <TableCell className="text-right">2</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(html).toBe('<table class="data-table mt-4"><tbody><tr><td class="text-right">2</td></tr></tbody></table>');
  });
});
