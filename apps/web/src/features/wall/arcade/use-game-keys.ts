import { type RefObject, useEffect } from 'react';
import type { GameInput } from './engine';

const bindings: Record<string, keyof GameInput> = {
  ArrowLeft: 'left',
  a: 'left',
  A: 'left',
  ArrowRight: 'right',
  d: 'right',
  D: 'right',
  ' ': 'fire',
  ArrowUp: 'fire',
};

/** Keyboard play while the arcade is open: held keys drive the input; digits set warp speed. */
export function useGameKeys({
  input,
  onEscape,
  onSpeed,
}: {
  input: RefObject<GameInput>;
  onEscape: () => void;
  onSpeed?: (speed: number) => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const isDown = event.type === 'keydown';
      const action = bindings[event.key];
      const target = event.target as HTMLElement | null;
      // Buttons of the game-over panel keep Space and Enter.
      if (target?.closest('[data-game-over]')) return;
      if (action) {
        event.preventDefault();
        input.current[action] = isDown;
      } else if (isDown && event.key === 'Escape') {
        event.preventDefault();
        onEscape();
      } else if (isDown && onSpeed && /^[0-9]$/.test(event.key)) {
        event.preventDefault();
        onSpeed(Number(event.key));
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, [input, onEscape, onSpeed]);
}
