import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { WallEditor } from '../hooks/use-wall-editor';

/** Edit, or Cancel and Save while editing (docs/product.md §Screens Wall overlay). Only on the member's own wall. */
export function WallEditActions({ editor }: { editor: WallEditor }) {
  if (!editor.isOwner) return null;
  if (!editor.isEditing) {
    return (
      <Button size="sm" onClick={editor.startEditing} disabled={!editor.wall}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button size="sm" variant="outline" onClick={editor.cancel} disabled={editor.isSaving}>
        Cancel
      </Button>
      <Button size="sm" onClick={() => void editor.save().catch(() => undefined)} isLoading={editor.isSaving}>
        {editor.isSaving ? 'Saving…' : 'Save'}
      </Button>
    </div>
  );
}
