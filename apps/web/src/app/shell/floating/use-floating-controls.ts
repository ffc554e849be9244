import { useEffect } from 'react';

/** Marks a floating control (the Create post and Amigo buttons) for the rule below. */
export const floatingControlAttribute = 'data-floating-control';
/** Set on a floating control while it steps aside; index.css fades it out (a keyboard focus brings it back). */
export const floatingHiddenAttribute = 'data-floating-hidden';
/** The page's bottom padding: the floating controls' height above the viewport's bottom, plus this gap. */
const gapPx = 12;

const isComposer = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLElement && element.isContentEditable) ||
  (element instanceof HTMLInputElement && /^(text|search|email|url|tel|number|password)$/.test(element.type));

/**
 * The layout rule for floating controls (issue #54). Wider than a phone they sit in gutters of the page's own
 * (app-layout.tsx), beside the content. Everywhere the page's bottom padding follows their measured size
 * (--floating-inset), so the end of every page is clear of them; they step aside while a composer has focus; and
 * on a phone, where they float over the content, while it scrolls down (back when it scrolls up or reaches the end).
 */
export function useFloatingControls({ isPhone }: { isPhone: boolean }) {
  useEffect(() => {
    const root = document.documentElement;
    const controls = () => [...document.querySelectorAll<HTMLElement>(`[${floatingControlAttribute}]`)];
    let lastY = window.scrollY;
    let isScrollingDown = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      const all = controls();
      const top = Math.min(window.innerHeight, ...all.map((control) => control.getBoundingClientRect().top));
      root.style.setProperty('--floating-inset', `${Math.ceil(window.innerHeight - top + gapPx)}px`);
      const atEnd = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const stepsAside = isComposer(document.activeElement) || (isPhone && isScrollingDown && !atEnd);
      for (const control of all) control.toggleAttribute(floatingHiddenAttribute, stepsAside);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== lastY) isScrollingDown = y > lastY;
      lastY = y;
      schedule();
    };
    // Controls added or sized later (the Amigo button after its chunk loads) change the padding.
    const resizes = new ResizeObserver(schedule);
    const changes = new MutationObserver(() => {
      for (const control of controls()) resizes.observe(control);
      schedule();
    });
    changes.observe(document.body, { childList: true, subtree: true });
    for (const control of controls()) resizes.observe(control);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      root.style.removeProperty('--floating-inset');
    };
  }, [isPhone]);
}
