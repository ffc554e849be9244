import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RefObject, useState } from 'react';
import { describe, expect, it } from 'vitest';

// The testing setup installs the hook, as main.tsx does in the browser.
function Editor({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [isEditing, setIsEditing] = useState(false);
  const [text, setText] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setIsEditing(true)}>
        Edit
      </button>
      <button type="button">Elsewhere</button>
      {isEditing ? (
        <input
          aria-label="Text"
          // biome-ignore lint/a11y/noAutofocus: the behaviour under test (the member just chose Edit)
          autoFocus
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      ) : null}
    </div>
  );
}

describe('autoFocus under Preact', () => {
  it('focuses an element rendered with autoFocus when it mounts, once, and still fills its ref', async () => {
    const user = userEvent.setup();
    const inputRef: RefObject<HTMLInputElement | null> = { current: null };
    render(<Editor inputRef={inputRef} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Text' });
    expect(input).toHaveFocus();
    expect(inputRef.current).toBe(input);

    // Typing re-renders the input: focus moved away by the member is not pulled back.
    await user.type(input, 'hi');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => input.dispatchEvent(new Event('input', { bubbles: true })));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(input).toHaveValue('hi');
  });
});
