import { waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawFirstScreenOffscreen } from '../lib/first-screen';
import { DrawInTurn, markHydrating } from './draw-in-turn';

afterEach(() => {
  markHydrating(false);
  document.body.innerHTML = '';
});

describe('DrawInTurn', () => {
  it('keeps a part’s HTML on screen while it waits for its turn, then takes it over without rendering it again', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>Shell</h1><p>Part <button type="button">Tap</button></p></main>';
    document.body.append(root);
    const button = root.querySelector('button');
    const onTap = vi.fn();

    markHydrating(true);
    hydrateRoot(
      root,
      <main>
        <h1>Shell</h1>
        <DrawInTurn name="test-part">
          <p>
            Part{' '}
            <button type="button" onClick={onTap}>
              Tap
            </button>
          </p>
        </DrawInTurn>
      </main>,
    );

    // Still the build's markup, not yet listening.
    expect(root.querySelector('button')).toBe(button);
    button?.click();
    expect(onTap).not.toHaveBeenCalled();

    // A task later the same elements are the app's.
    await waitFor(() => {
      button?.click();
      expect(onTap).toHaveBeenCalled();
    });
    expect(root.querySelector('button')).toBe(button);
    expect(root.querySelectorAll('p')).toHaveLength(1);
    expect(root.textContent).toBe('ShellPart Tap');
  });
});

describe('DrawInTurn, drawing a page off screen', () => {
  it('draws each part in a task of its own and holds the swap until every part, nested ones too, is drawn', async () => {
    const page = document.createElement('div');
    const texts: string[] = [];
    const recorder = new MutationObserver(() => {
      if (page.textContent !== texts.at(-1)) texts.push(page.textContent ?? '');
    });
    recorder.observe(page, { childList: true, subtree: true, characterData: true });

    let atSwap: string | null | undefined;
    const swapped = drawFirstScreenOffscreen(() =>
      createRoot(page).render(
        <main>
          <h1>Shell</h1>
          <DrawInTurn name="offscreen-navigation">
            <nav>Navigation</nav>
          </DrawInTurn>
          <DrawInTurn name="offscreen-page">
            <p>Page</p>
            <DrawInTurn name="offscreen-page-part">
              <p>Part</p>
            </DrawInTurn>
          </DrawInTurn>
        </main>,
      ),
    ).then(() => {
      atSwap = page.textContent;
    });
    expect(page.textContent).toBe('Shell');
    await swapped;
    recorder.disconnect();
    expect(atSwap).toBe('ShellNavigationPagePart');
    expect(texts).toEqual(['Shell', 'ShellNavigation', 'ShellNavigationPage', 'ShellNavigationPagePart']);
  });
});
