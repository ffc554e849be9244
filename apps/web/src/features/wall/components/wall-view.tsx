import { wallMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gamepad2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { ArcadeOverlay } from '../arcade/arcade-overlay';
import { useViewport } from '../hooks/use-viewport';
import type { WallEditor } from '../hooks/use-wall-editor';
import { screenToWall } from '../lib/geometry';
import { BackgroundCanvas } from './background-canvas';
import { EditorToolbar } from './editor-toolbar';
import { SaveErrorBanner } from './save-error-banner';
import { useWallText } from './wall-messages';
import { WallSurface } from './wall-surface';
import { ZoomControls } from './zoom-controls';

/**
 * A member's wall: animated background, placed elements, zoom and pan, the editor's tools while editing, and the
 * arcade. Give it the editor from `useWallEditor`; Edit/Cancel/Save live in the page header (`WallEditActions`).
 */
export function WallView({ editor, className }: { editor: WallEditor; className?: string }) {
  const { t } = useLingui();
  const wallText = useWallText();
  const view = useViewport();
  const containerRef = useRef<HTMLDivElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const viewCenter = useCallback(() => {
    const rect = containerRef.current?.getBoundingClientRect();
    return screenToWall(view.viewport, { x: (rect?.width ?? 0) / 2, y: (rect?.height ?? 0) / 2 });
  }, [view.viewport]);
  const { query } = editor;
  const isEmpty = editor.elements.length === 0 && editor.background === 'none' && !editor.isEditing;

  return (
    <div
      ref={containerRef}
      className={cn('relative isolate overflow-hidden rounded-3xl border bg-surface', className)}
    >
      {isPlaying ? null : <BackgroundCanvas background={editor.background} />}
      {query.isPending ? (
        <div
          className="absolute inset-0 flex items-center justify-center"
          role="status"
          aria-label={t`Loading wall`}
        >
          <Spinner />
        </div>
      ) : query.isError ? (
        <div className="absolute inset-0 flex items-center justify-center p-6 text-center">
          <p className="max-w-sm text-muted-foreground">
            {query.error instanceof ApiRequestError && query.error.status === 403
              ? wallText(wallMessages.hidden)
              : wallText(getErrorMessage(query.error, wallMessages.loadFailed))}
          </p>
        </div>
      ) : (
        <WallSurface editor={editor} view={view} />
      )}
      {isEmpty && query.isSuccess ? (
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-1 p-6 text-center">
          <p className="font-semibold">
            <Trans>Nothing on this wall yet</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            {editor.isOwner ? t`Choose Edit to add images, stickers and spray paint.` : t`Check back later.`}
          </p>
        </div>
      ) : null}
      <div className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-col items-start gap-2">
        {editor.isEditing ? <EditorToolbar editor={editor} viewCenter={viewCenter} /> : null}
        {editor.restoredDraft && editor.isEditing ? (
          <p className="pointer-events-auto rounded-full bg-card/95 px-3 py-1 text-xs shadow-soft">
            <Trans>Your unsaved changes were restored.</Trans>
          </p>
        ) : null}
        <SaveErrorBanner editor={editor} />
      </div>
      <div className="absolute right-3 bottom-3 z-10 flex flex-wrap items-center justify-end gap-2">
        {!editor.isEditing && query.isSuccess ? (
          <Button size="sm" variant="secondary" onClick={() => setIsPlaying(true)}>
            <Gamepad2 aria-hidden="true" className="size-4" />
            <Trans>Arcade</Trans>
          </Button>
        ) : null}
        <ZoomControls
          view={view}
          anchor={() => {
            const rect = containerRef.current?.getBoundingClientRect();
            return { x: (rect?.width ?? 0) / 2, y: (rect?.height ?? 0) / 2 };
          }}
        />
      </div>
      {isPlaying ? (
        <ArcadeOverlay
          mode={editor.background === 'warp' ? 'warp' : 'invaders'}
          onClose={() => setIsPlaying(false)}
        />
      ) : null}
    </div>
  );
}
