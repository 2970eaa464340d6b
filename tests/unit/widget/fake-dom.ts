/**
 * Just enough of a DOM to run widget.js in node: elements with attributes and a dataset, a parent
 * that keeps its children in order, and a document with currentScript. widget.js must only need
 * these (it builds frames with properties and setAttribute, never with markup).
 */
export class FakeElement {
  readonly attributes = new Map<string, string>();
  parentNode: FakeParent | null = null;
  [property: string]: unknown;

  constructor(readonly tagName: string) {}

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  get nextSibling(): FakeElement | null {
    const siblings = this.parentNode?.children ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
}

export class FakeParent {
  readonly children: FakeElement[] = [];

  append(...nodes: FakeElement[]): void {
    for (const node of nodes) this.insertBefore(node, null);
  }
  insertBefore(node: FakeElement, before: FakeElement | null): void {
    node.parentNode = this;
    const index = before === null ? this.children.length : this.children.indexOf(before);
    this.children.splice(index, 0, node);
  }
}

export function fakeScript(src: string, dataset: Record<string, string> = {}): FakeElement {
  const script = new FakeElement('SCRIPT');
  script.src = src;
  script.dataset = dataset;
  return script;
}

export function fakeDocument(body: FakeParent, hostLang = '') {
  return {
    currentScript: null as FakeElement | null,
    documentElement: { lang: hostLang },
    createElement: (tag: string) => new FakeElement(tag.toUpperCase()),
    querySelectorAll: (selector: string) => {
      if (selector !== 'script[src]') throw new Error(`Unexpected selector ${selector}`);
      return body.children.filter((node) => node.tagName === 'SCRIPT' && node.src);
    },
  };
}
