import { sprayColours, spraySizes } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import type { WallEditor } from '../hooks/use-wall-editor';

/** Contracts' spray size names (SPEC's English) in the reader's language. */
const sizeLabels: Record<(typeof spraySizes)[number]['label'], MessageDescriptor> = {
  Small: msg`Small`,
  Medium: msg`Medium`,
  Large: msg`Large`,
};

/**
 * docs/product.md §Limits: six colours and three sizes (Medium 40 by default); press and move on the wall to paint.
 */
export function SprayPanel({ editor }: { editor: WallEditor }) {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-label={t`Spray paint`}
      className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-3 rounded-2xl border bg-card/95 p-3 shadow-soft"
    >
      <fieldset className="m-0 flex min-w-0 gap-1.5 border-0 p-0">
        <legend className="sr-only">
          <Trans>Spray colour</Trans>
        </legend>
        {sprayColours.map((colour) => (
          <button
            key={colour}
            type="button"
            aria-label={t`Colour ${colour}`}
            aria-pressed={editor.sprayColour === colour}
            onClick={() => {
              editor.setSprayColour(colour);
              editor.openTool('spray');
            }}
            className={cn(
              'focus-ring size-8 rounded-full border-2',
              editor.sprayColour === colour ? 'border-foreground' : 'border-transparent',
            )}
            style={{ backgroundColor: colour }}
          />
        ))}
      </fieldset>
      <fieldset className="m-0 flex min-w-0 gap-1 border-0 p-0">
        <legend className="sr-only">
          <Trans>Spray size</Trans>
        </legend>
        {spraySizes.map(({ label, size }) => (
          <button
            key={size}
            type="button"
            aria-pressed={editor.spraySize === size}
            onClick={() => {
              editor.setSpraySize(size);
              editor.openTool('spray');
            }}
            className={cn(
              'focus-ring h-8 rounded-full px-3 text-xs font-semibold',
              editor.spraySize === size
                ? 'bg-primary text-primary-foreground'
                : 'bg-secondary text-secondary-foreground',
            )}
          >
            {i18n._(sizeLabels[label])}
          </button>
        ))}
      </fieldset>
      <p className="w-full text-xs text-muted-foreground">
        <Trans>Press and move on the wall to paint.</Trans>
      </p>
    </section>
  );
}
