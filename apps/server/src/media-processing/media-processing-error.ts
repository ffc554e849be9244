import { mediaMessages } from '@circles/contracts';

export type MediaKind = 'video' | 'audio';

/** A refusal or failure of media processing; `userMessage` is in plain words, for the author of the upload. */
export class MediaProcessingError extends Error {
  constructor(
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
    this.name = 'MediaProcessingError';
  }
}

/** '10 minutes', '1 minute', '90 seconds': a limit as the messages say it. */
export function describeDuration(ms: number) {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (ms >= 60_000 && ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  return plural(Math.round(ms / 1000), 'second');
}

export const kindMessages = {
  video: {
    wrongKind: mediaMessages.notVideo,
    unsupported: mediaMessages.videoFormatUnsupported,
    unreadable: mediaMessages.videoUnreadable,
    tooLong: mediaMessages.videoTooLong,
  },
  audio: {
    wrongKind: mediaMessages.notAudio,
    unsupported: mediaMessages.audioFormatUnsupported,
    unreadable: mediaMessages.audioUnreadable,
    tooLong: mediaMessages.audioTooLong,
  },
} as const;
