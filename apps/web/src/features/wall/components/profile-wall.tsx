import { useEffect } from 'react';
import type { WallSlotProps } from '../../../lib/wall-slot';
import { useWallEditor } from '../hooks/use-wall-editor';
import { WallEditActions } from './wall-edit-actions';
import { WallView } from './wall-view';

/**
 * The wall on a profile page (docs/product.md §Screens Wall mode): Edit, Cancel and Save beside the page's
 * Wall/Profile toggle, then the wall itself. One's own wall is read and saved as `me`; anyone else's is read-only.
 */
export function ProfileWall({ ownerId, isOwn, renderBar, leaveEditingRef }: WallSlotProps) {
  const editor = useWallEditor(isOwn ? 'me' : ownerId);
  const { cancel } = editor;
  useEffect(() => {
    leaveEditingRef.current = cancel;
    return () => {
      leaveEditingRef.current = null;
    };
  }, [cancel, leaveEditingRef]);

  return (
    <>
      {renderBar(<WallEditActions editor={editor} />)}
      <WallView editor={editor} className="h-[calc(100dvh-16rem)] min-h-[26rem]" />
    </>
  );
}
