import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

// The testing setup installs the hook, as main.tsx does in the browser.
function Editor({ onInput }: { onInput: (input: HTMLInputElement | null) => void }) {
  const [isEditing, setIsEditing] = useState(false);
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setIsEditing(true)}>
        Edit
      </button>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Elsewhere {clicks}
      </button>
      {isEditing ? (
        <input
          aria-label="Text"
          // biome-ignore lint/a11y/noAutofocus: the behaviour under test (the member just chose Edit)
          autoFocus
          // A new ref callback on every render, as react-hook-form's register() gives.
          ref={(input) => onInput(input)}
        />
      ) : null}
    </div>
  );
}

describe('autoFocus under Preact', () => {
  it('focuses an element rendered with autoFocus when it mounts, once, and still calls its ref', async () => {
    const user = userEvent.setup();
    let refInput: HTMLInputElement | null = null;
    render(<Editor onInput={(input) => (refInput = input ?? refInput)} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Text' });
    expect(input).toHaveFocus();
    expect(refInput).toBe(input);

    // The member moves on; the click re-renders the input with a new ref, and focus is not pulled back.
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere 0' });
    await user.click(elsewhere);
    expect(elsewhere).toHaveTextContent('Elsewhere 1');
    expect(elsewhere).toHaveFocus();
  });
});
