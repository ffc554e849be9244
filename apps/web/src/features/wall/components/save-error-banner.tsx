import { wallMessages } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import type { WallEditor } from '../hooks/use-wall-editor';
import { useWallText } from './wall-messages';

/** A failed save; a version conflict offers to drop the draft and load the wall saved elsewhere. */
export function SaveErrorBanner({ editor }: { editor: WallEditor }) {
  const wallText = useWallText();
  const error = editor.saveError;
  if (!error) return null;
  const isConflict = error instanceof ApiRequestError && error.status === 409;
  return (
    <div
      role="alert"
      className="pointer-events-auto flex max-w-md flex-col gap-2 rounded-2xl border border-destructive/40 bg-danger-surface p-3 text-sm text-danger-text shadow-soft"
    >
      <p>{wallText(getErrorMessage(error, wallMessages.saveFailed))}</p>
      {isConflict ? (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => void editor.discardAndReload()}
        >
          <Trans>Load the latest wall</Trans>
        </Button>
      ) : null}
    </div>
  );
}
