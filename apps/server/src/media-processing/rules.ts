import { mediaMessages } from '@circles/contracts';
import { type InputFormat, inputFormats, isAudioCodec, videoCodecs } from './formats';
import { mediaProcessingLimits } from './limits';
import {
  describeDuration,
  kindMessages,
  type MediaKind,
  MediaProcessingError,
} from './media-processing-error';
import type { ProbeDetails } from './probe';

/** Refuses a sniffed format the kind does not take (an mp3 posted as a video, an AVI, a playlist: undefined). */
export function checkFormat(kind: MediaKind, format: InputFormat | undefined): asserts format is InputFormat {
  const allowed: readonly MediaKind[] | undefined = format && inputFormats[format].kinds;
  if (!allowed?.includes(kind)) throw new MediaProcessingError(kindMessages[kind].unsupported);
}

/**
 * The rules a probe must pass before anything is decoded for real (issue #52 §3): the demuxer is the one we chose,
 * the streams are of codecs we take, frames are not huge, and the file does not claim to be too long.
 */
export function checkProbe(kind: MediaKind, format: InputFormat, probe: ProbeDetails, maxDurationMs: number) {
  const messages = kindMessages[kind];
  if (probe.formatName !== inputFormats[format].formatName)
    throw new MediaProcessingError(messages.unsupported);
  if (kind === 'video') {
    // Sound alone is the wrong kind; nothing at all (a container without frames) is not a readable video.
    if (!probe.video)
      throw new MediaProcessingError(probe.hasAudio ? messages.wrongKind : messages.unreadable);
    if (!videoCodecs.has(probe.video.codec)) throw new MediaProcessingError(messages.unsupported);
    const { codedWidth: width, codedHeight: height } = probe.video;
    const { maxSide, maxPixels } = mediaProcessingLimits;
    if (width < 2 || height < 2) throw new MediaProcessingError(messages.unreadable);
    if (width > maxSide || height > maxSide || width * height > maxPixels)
      throw new MediaProcessingError(mediaMessages.videoTooManyPixels);
  }
  if (kind === 'audio' && !probe.audio)
    throw new MediaProcessingError(probe.hasVideo ? messages.wrongKind : messages.unreadable);
  // A video's odd soundtrack is not worth refusing the video for: it is dropped (see transcodeArgs).
  if (kind === 'audio' && probe.audio && !isAudioCodec(probe.audio.codec))
    throw new MediaProcessingError(messages.unsupported);
  if (probe.durationMs > maxDurationMs)
    throw new MediaProcessingError(messages.tooLong(describeDuration(maxDurationMs)));
}

/** Whether a video keeps its first audio stream. */
export const keepsAudio = (probe: ProbeDetails) => Boolean(probe.audio && isAudioCodec(probe.audio.codec));
