import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, BringToFront, SendToBack, Trash2 } from 'lucide-react';
import type { WallEditor } from '../hooks/use-wall-editor';
import { removeElement } from '../lib/elements';
import { reorder, type ZMove } from '../lib/z-order';

const moves: { move: ZMove; label: MessageDescriptor; icon: typeof ArrowUp }[] = [
  { move: 'front', label: msg`Bring to front`, icon: BringToFront },
  { move: 'forward', label: msg`Bring forward`, icon: ArrowUp },
  { move: 'backward', label: msg`Send backward`, icon: ArrowDown },
  { move: 'back', label: msg`Send to back`, icon: SendToBack },
];

const actionStyle = 'focus-ring inline-flex size-9 items-center justify-center rounded-xl hover:bg-accent';

/** Z-order and removal for the selected element (arrows move it, Delete removes it, Escape deselects). */
export function SelectionActions({ editor }: { editor: WallEditor }) {
  const { t, i18n } = useLingui();
  const id = editor.selectedId;
  if (!id) return null;
  return (
    <div
      role="toolbar"
      aria-label={t`Selected item`}
      className="pointer-events-auto flex items-center gap-1 rounded-2xl border bg-card/95 p-1 shadow-soft"
    >
      {moves.map(({ move, label, icon: Icon }) => (
        <button
          key={move}
          type="button"
          aria-label={i18n._(label)}
          title={i18n._(label)}
          className={actionStyle}
          onClick={() => editor.changeElements((elements) => reorder(elements, id, move))}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
      <button
        type="button"
        aria-label={t`Remove`}
        title={t`Remove`}
        className={`${actionStyle} text-danger-text`}
        onClick={() => {
          editor.changeElements((elements) => removeElement(elements, id));
          editor.select(null);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
