import { type StickerCategory, stickerCategories } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { emojiFontFamily } from '../../../components/ui/emoji';
import { cn } from '../../../lib/cn';
import type { WallEditor } from '../hooks/use-wall-editor';
import { createSticker, placementPoint } from '../lib/elements';
import type { Point } from '../lib/geometry';
import { stickerCategoryLabels, stickers } from '../lib/stickers';

/** docs/product.md §Data's 11 sticker categories; a sticker lands 64x64 in the middle of the view. */
export function StickerPanel({ editor, viewCenter }: { editor: WallEditor; viewCenter: () => Point }) {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<StickerCategory>('emoji');
  const add = (emoji: string) => {
    const sticker = createSticker(
      editor.elements,
      emoji,
      placementPoint(viewCenter(), editor.elements.length),
    );
    editor.changeElements((elements) => [...elements, sticker]);
    editor.select(sticker.id);
  };
  return (
    <section
      aria-label={t`Stickers`}
      className="pointer-events-auto w-full max-w-md rounded-2xl border bg-card/95 p-3 shadow-soft"
    >
      <div role="tablist" aria-label={t`Sticker categories`} className="flex gap-1 overflow-x-auto pb-2">
        {stickerCategories.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={category === id}
            onClick={() => setCategory(id)}
            className={cn(
              'focus-ring shrink-0 rounded-full px-3 py-1 text-xs font-semibold',
              category === id
                ? 'bg-primary text-primary-foreground'
                : 'bg-secondary text-secondary-foreground',
            )}
          >
            {i18n._(stickerCategoryLabels[id])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={i18n._(stickerCategoryLabels[category])}
        className="grid grid-cols-6 gap-1"
      >
        {stickers[category].map((emoji) => (
          <button
            key={emoji}
            type="button"
            aria-label={t`Add sticker ${emoji}`}
            onClick={() => add(emoji)}
            className="focus-ring flex aspect-square items-center justify-center rounded-xl text-2xl hover:bg-accent"
            style={{ fontFamily: emojiFontFamily }}
          >
            {emoji}
          </button>
        ))}
      </div>
    </section>
  );
}
