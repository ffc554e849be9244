import { diffWords } from 'diff';
import { useMemo } from 'react';

type Piece = { key: string; text: string; isChanged: boolean };

/**
 * One side's text, word by word, marking the words only it has. jsdiff takes the words both sides share (and the
 * spaces around them) from its second text, so each side is diffed towards itself: its text comes back exactly.
 */
function sideOf(otherText: string, ownText: string): Piece[] {
  const pieces: Piece[] = [];
  let offset = 0;
  for (const part of diffWords(otherText, ownText)) {
    if (part.removed) continue;
    pieces.push({ key: String(offset), text: part.value, isChanged: Boolean(part.added) });
    offset += part.value.length;
  }
  return pieces;
}

/**
 * The current text beside the proposed one, word by word (jsdiff's diffWords): words taken out are struck
 * through on the left, words put in are marked on the right; side by side on wide screens, one above the other
 * on a phone. Colour is never the only sign: the marks are <del> and <ins>, which screen readers announce.
 */
export function TextDiff({
  baseText,
  baseLabel,
  proposedText,
  proposedLabel,
}: {
  baseText: string;
  baseLabel: string;
  proposedText: string;
  proposedLabel: string;
}) {
  const [base, proposed] = useMemo(
    () => [sideOf(proposedText, baseText), sideOf(baseText, proposedText)],
    [baseText, proposedText],
  );
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <section aria-label={baseLabel} className="rounded-xl border bg-muted/40 p-4">
        <h2 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{baseLabel}</h2>
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap">
          {base.map((piece) =>
            piece.isChanged ? (
              <del key={piece.key} className="rounded bg-rose-500/15 text-rose-800 dark:text-rose-300">
                {piece.text}
              </del>
            ) : (
              <span key={piece.key}>{piece.text}</span>
            ),
          )}
        </p>
      </section>
      <section aria-label={proposedLabel} className="rounded-xl border border-primary/30 bg-primary/5 p-4">
        <h2 className="text-xs font-semibold tracking-wider text-primary uppercase">{proposedLabel}</h2>
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap">
          {proposed.map((piece) =>
            piece.isChanged ? (
              <ins
                key={piece.key}
                className="rounded bg-emerald-500/20 text-emerald-900 no-underline dark:text-emerald-200"
              >
                {piece.text}
              </ins>
            ) : (
              <span key={piece.key}>{piece.text}</span>
            ),
          )}
        </p>
      </section>
    </div>
  );
}
