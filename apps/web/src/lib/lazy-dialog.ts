import { type RefObject, useRef, useState } from 'react';

/**
 * True from the first time `isOpen` is true. A dialog whose code loads on its first opening (issue #16: Radix's
 * dialog, scroll lock and focus trap are not in a page's first load) stays mounted after that, so it animates as
 * it closes and opens at once the next time.
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

/**
 * A dialog behind a button of the page's own, its code loaded when a pointer or focus reaches the button (`load`)
 * and rendered from the first press on (`hasOpened`). Spread `triggerProps` on the button; give the dialog
 * `isOpen`, `setIsOpen` and `onCloseAutoFocus`, which sends focus back to the button.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useOpenedOnce(isOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    isOpen,
    setIsOpen,
    hasOpened,
    onCloseAutoFocus: returnFocusTo(trigger),
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': isOpen,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => setIsOpen(true),
    },
  };
}
