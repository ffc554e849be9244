import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './scripts-after-paint';

// The head as Vite writes it (the module entry, its preloads, the stylesheet and the blocking theme script).
const head = [
  '<script src="/theme-init.js"></script>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/web-c.css">',
].join('\n');

describe('the app code fetched at low priority (issue #35)', () => {
  it('marks the module entry and each module preload, and nothing the first paint needs', () => {
    const marked = lowPriorityScripts(head);
    expect(marked).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">',
    );
    expect(marked).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-b.js">',
    );
    expect(marked).toContain('<script src="/theme-init.js"></script>');
    expect(marked).toContain('<link rel="stylesheet" crossorigin href="/assets/web-c.css">');
  });

  it('marks a tag once, whatever the order of runs', () => {
    expect(lowPriorityScripts(lowPriorityScripts(head))).toBe(lowPriorityScripts(head));
  });
});
