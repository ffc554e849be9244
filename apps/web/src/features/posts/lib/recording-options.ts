const mobileUserAgent = /Android|iPhone|iPad|iPod|Mobile/i;

/** MP4 (H.264) where the browser can record it, else WebM VP8 (Chromium never records AAC). */
export function pickRecordingMimeType() {
  const mp4 = 'video/mp4;codecs=avc1,opus';
  if (typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(mp4)) return mp4;
  return 'video/webm;codecs=vp8,opus';
}

/**
 * docs/product.md §Limits mobile recording: 9:16 at 1280x720, 30 fps, 800 kbps video, 64 kbps audio. Desktop: the
 * defaults.
 */
export function recordingSettings(userAgent = navigator.userAgent) {
  const isMobile = mobileUserAgent.test(userAgent);
  const constraints: MediaStreamConstraints = isMobile
    ? {
        video: {
          facingMode: 'user',
          width: { ideal: 720 },
          height: { ideal: 1280 },
          aspectRatio: { ideal: 9 / 16 },
          frameRate: { ideal: 30 },
        },
        audio: true,
      }
    : { video: true, audio: true };
  const mimeType = pickRecordingMimeType();
  const recorderOptions: MediaRecorderOptions = isMobile
    ? { mimeType, videoBitsPerSecond: 800_000, audioBitsPerSecond: 64_000 }
    : { mimeType };
  return { constraints, recorderOptions };
}

/** The recorder delivers a chunk every 2 s (docs/product.md §Limits). */
export const recorderTimesliceMs = 2000;
