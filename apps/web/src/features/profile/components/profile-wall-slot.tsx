import { BrickWall } from 'lucide-react';
import type { RefObject } from 'react';

/** What the wall registers so the profile header's Save and Cancel can reach it. */
export type WallActions = { save?: () => void | Promise<void>; cancel?: () => void };

export type ProfileWallSlotProps = {
  ownerId: string;
  /** The viewer owns this wall (Edit is offered). */
  editable: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** The wall puts its save/cancel here; the header's Save and Cancel call them, then leave editing. */
  actionsRef: RefObject<WallActions>;
};

/**
 * THE WALL SLOT: where the wall feature's view renders in wall mode. Until `features/wall` lands this shows an empty
 * wall; the wall issue replaces the body with `<WallView {...props} />` (same props) and nothing else here changes.
 */
export function ProfileWallSlot({ editable, editing }: ProfileWallSlotProps) {
  return (
    <section
      aria-label="Wall"
      className="flex min-h-[22rem] flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed bg-[radial-gradient(circle_at_1px_1px,var(--color-border)_1px,transparent_0)] [background-size:22px_22px] px-6 py-12 text-center"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <BrickWall aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold">{editing ? 'Editing the wall' : 'An empty wall'}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {editable
          ? 'Images, stickers and spray paint are coming to your wall soon.'
          : 'This member has not decorated their wall yet.'}
      </p>
    </section>
  );
}
