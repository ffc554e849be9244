import { wallBackgrounds } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, SprayCan, Sticker } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { WallEditor, WallTool } from '../hooks/use-wall-editor';
import { backgroundLabels } from '../lib/background-labels';
import type { Point } from '../lib/geometry';
import { ImagePanel } from './image-panel';
import { SelectionActions } from './selection-actions';
import { SprayPanel } from './spray-panel';
import { StickerPanel } from './sticker-panel';

const tools: { id: WallTool; label: MessageDescriptor; icon: typeof Sticker }[] = [
  { id: 'image', label: msg`Image`, icon: ImagePlus },
  { id: 'sticker', label: msg`Sticker`, icon: Sticker },
  { id: 'spray', label: msg`Spray Paint`, icon: SprayCan },
];

/**
 * The editor's tools (docs/product.md §Screens Wall overlay), the background choice, and actions on the selected
 * element.
 */
export function EditorToolbar({ editor, viewCenter }: { editor: WallEditor; viewCenter: () => Point }) {
  const { t, i18n } = useLingui();
  return (
    <div className="pointer-events-none flex max-w-full flex-col items-start gap-2">
      <div
        role="toolbar"
        aria-label={t`Wall tools`}
        className="pointer-events-auto flex max-w-full flex-wrap items-center gap-1 rounded-2xl border bg-card/95 p-1.5 shadow-soft"
      >
        {tools.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-pressed={editor.tool === id}
            onClick={() => editor.setTool(id)}
            className={cn(
              'focus-ring inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold',
              editor.tool === id ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {i18n._(label)}
          </button>
        ))}
        <label className="ml-1 flex items-center gap-1.5 text-sm">
          <span className="sr-only sm:not-sr-only">
            <Trans>Background</Trans>
          </span>
          <select
            value={editor.background}
            onChange={(event) => editor.setBackground(event.target.value as (typeof wallBackgrounds)[number])}
            className="focus-ring h-9 rounded-xl border bg-card px-2 text-sm"
            aria-label={t`Background`}
          >
            {wallBackgrounds.map((id) => (
              <option key={id} value={id}>
                {i18n._(backgroundLabels[id])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {editor.tool === 'sticker' ? <StickerPanel editor={editor} viewCenter={viewCenter} /> : null}
      {editor.tool === 'spray' ? <SprayPanel editor={editor} /> : null}
      {editor.tool === 'image' ? <ImagePanel editor={editor} viewCenter={viewCenter} /> : null}
      {editor.selectedId ? <SelectionActions editor={editor} /> : null}
    </div>
  );
}
