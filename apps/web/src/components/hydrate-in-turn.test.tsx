import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateInTurn, markHydrating } from './hydrate-in-turn';

afterEach(() => {
  markHydrating(false);
  document.body.innerHTML = '';
});

describe('HydrateInTurn', () => {
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
        <HydrateInTurn name="test-part">
          <p>
            Part{' '}
            <button type="button" onClick={onTap}>
              Tap
            </button>
          </p>
        </HydrateInTurn>
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
