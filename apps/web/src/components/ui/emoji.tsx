import { iconCodeToEmoji } from '@circles/contracts';
import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

/**
 * Colour emoji fonts first: otherwise a text font with plain glyphs for older emoji (DejaVu Sans on Linux)
 * wins the fallback and some icons render as black outlines.
 */
export const emojiFontFamily =
  '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Twemoji Mozilla", "Segoe UI Symbol", sans-serif';

const emojiStyle: CSSProperties = { fontFamily: emojiFontFamily };

type EmojiProps = {
  /** A code point written like U+1F600 (docs/product.md §Data). */
  code: string;
  /** Name for screen readers; omit when the surrounding control already names it. */
  label?: string;
  className?: string;
};

/** An icon code shown as its emoji. */
export function Emoji({ code, label, className }: EmojiProps) {
  const classes = cn('leading-none', className);
  if (label) {
    return (
      <span role="img" aria-label={label} style={emojiStyle} className={classes}>
        {iconCodeToEmoji(code)}
      </span>
    );
  }
  return (
    <span aria-hidden="true" style={emojiStyle} className={classes}>
      {iconCodeToEmoji(code)}
    </span>
  );
}
