import { wallMessages } from '@circles/contracts';
import { Button } from '../../../components/ui/button';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import type { WallEditor } from '../hooks/use-wall-editor';

/** A failed save; a version conflict offers to drop the draft and load the wall saved elsewhere. */
export function SaveErrorBanner({ editor }: { editor: WallEditor }) {
  const error = editor.saveError;
  if (!error) return null;
  const isConflict = error instanceof ApiRequestError && error.status === 409;
  return (
    <div
      role="alert"
      className="pointer-events-auto flex max-w-md flex-col gap-2 rounded-2xl border border-destructive/40 bg-danger-surface p-3 text-sm text-danger-text shadow-soft"
    >
      <p>{getErrorMessage(error, wallMessages.saveFailed)}</p>
      {isConflict ? (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => void editor.discardAndReload()}
        >
          Load the latest wall
        </Button>
      ) : null}
    </div>
  );
}
