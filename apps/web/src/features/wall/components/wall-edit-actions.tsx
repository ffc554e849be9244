import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { WallEditor } from '../hooks/use-wall-editor';

/** Edit, or Cancel and Save while editing (docs/product.md §Screens Wall overlay). Only on the member's own wall. */
export function WallEditActions({ editor }: { editor: WallEditor }) {
  const { t } = useLingui();
  if (!editor.isOwner) return null;
  if (!editor.isEditing) {
    return (
      <Button size="sm" onClick={editor.startEditing} disabled={!editor.wall}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Edit</Trans>
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button size="sm" variant="outline" onClick={editor.cancel} disabled={editor.isSaving}>
        <Trans>Cancel</Trans>
      </Button>
      <Button size="sm" onClick={() => void editor.save().catch(() => undefined)} isLoading={editor.isSaving}>
        {editor.isSaving ? t`Saving…` : t`Save`}
      </Button>
    </div>
  );
}
