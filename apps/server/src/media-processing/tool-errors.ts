import { mediaMessages } from '@circles/contracts';
import { kindMessages, type MediaKind, MediaProcessingError } from './media-processing-error';
import { ToolExitError, ToolTimeoutError } from './run-tool';

/** Turns what a run of ffmpeg or ffprobe threw into words for the author; an abort's own reason goes through. */
export function asProcessingError(
  error: unknown,
  kind: MediaKind | undefined,
  signal?: AbortSignal,
): unknown {
  if (error instanceof MediaProcessingError) return error;
  if (signal?.aborted && error === signal.reason) return error;
  if (error instanceof ToolTimeoutError)
    return new MediaProcessingError(mediaMessages.processingTooSlow, { cause: error });
  if (error instanceof ToolExitError) {
    if (error.exitCode === 126 || error.exitCode === 127)
      return new MediaProcessingError(mediaMessages.processingUnavailable, { cause: error });
    const unsupported = /not on whitelist/.test(error.stderr);
    const message = kind
      ? kindMessages[kind][unsupported ? 'unsupported' : 'unreadable']
      : mediaMessages.mediaUnsupported;
    return new MediaProcessingError(message, { cause: error });
  }
  if (error instanceof SyntaxError) {
    // ffprobe's JSON cut short: it gave up on the file.
    return new MediaProcessingError(kind ? kindMessages[kind].unreadable : mediaMessages.mediaUnsupported, {
      cause: error,
    });
  }
  return new MediaProcessingError(mediaMessages.processingFailed, { cause: error });
}
