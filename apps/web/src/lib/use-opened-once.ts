import { type RefObject, useState } from 'react';

/**
 * True from the first time `isOpen` is true. A dialog whose code loads on its first opening (issue #16: Radix's
 * dialog, scroll lock and focus trap are not in a member page's first load) stays mounted after that, so it
 * animates as it closes and opens at once the next time.
 */
export function useOpenedOnce(isOpen: boolean) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}

/**
 * For a dialog opened by a plain button instead of its own trigger: Radix would send focus back to its trigger
 * on close, and without one it goes nowhere. Pass as the content's onCloseAutoFocus.
 */
export const returnFocusTo = (target: RefObject<HTMLElement | null>) => (event: Event) => {
  event.preventDefault();
  target.current?.focus();
};
