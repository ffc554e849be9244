import { limits, postMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postTexts, recordedTooLarge } from '../lib/post-messages';
import { recorderTimesliceMs, recordingSettings } from '../lib/recording-options';

/** contracts' texts, shown in the reader's language (post-messages.ts). */
const cameraDenied = postTexts[postMessages.cameraDenied] as MessageDescriptor;
const recordingFailed = postTexts[postMessages.recordingFailed] as MessageDescriptor;

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopped';

/**
 * docs/product.md §Behaviour Video recording: idle → starting camera → recording (timer counts up) → stopped and
 * previewed. Stops itself at the time limit; every path out stops the camera's tracks.
 */
export function useVideoRecorder({ onRecorded }: { onRecorded: (file: File) => void }) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<number | null>(null);
  const cancelledRef = useRef(false);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  const releaseCamera = useCallback(() => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setStream(null);
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    else releaseCamera();
  }, [releaseCamera]);

  const start = useCallback(async () => {
    setError(null);
    setElapsed(0);
    cancelledRef.current = false;
    setStatus('starting');
    const { constraints, recorderOptions } = recordingSettings();
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(constraints);
    } catch (cause) {
      console.error(cause);
      setError(cameraDenied);
      setStatus('idle');
      return;
    }
    if (cancelledRef.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    streamRef.current = media;
    setStream(media);
    try {
      const recorder = new MediaRecorder(media, recorderOptions);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onerror = () => {
        cancelledRef.current = true;
        setError(recordingFailed);
      };
      recorder.onstop = () => {
        releaseCamera();
        recorderRef.current = null;
        if (cancelledRef.current) {
          setStatus('idle');
          return;
        }
        const type = (recorderOptions.mimeType ?? 'video/webm').split(';')[0] ?? 'video/webm';
        const blob = new Blob(chunks, { type });
        if (blob.size === 0) {
          setError(recordingFailed);
          setStatus('idle');
          return;
        }
        if (blob.size > limits.videoBytes) {
          setError(recordedTooLarge((blob.size / (1024 * 1024)).toFixed(1)));
          setStatus('idle');
          return;
        }
        const extension = type === 'video/mp4' ? 'mp4' : 'webm';
        onRecordedRef.current(new File([blob], `recording-${Date.now()}.${extension}`, { type }));
        setStatus('stopped');
      };
      recorderRef.current = recorder;
      recorder.start(recorderTimesliceMs);
      const startedAt = Date.now();
      setStatus('recording');
      timerRef.current = window.setInterval(() => {
        const seconds = Math.min(limits.recordingSeconds, Math.floor((Date.now() - startedAt) / 1000));
        setElapsed(seconds);
        if (Date.now() - startedAt >= limits.recordingSeconds * 1000) stop();
      }, 250);
    } catch (cause) {
      console.error(cause);
      releaseCamera();
      setError(recordingFailed);
      setStatus('idle');
    }
  }, [releaseCamera, stop]);

  /** Back to idle: stops a running recording without keeping it, and the camera. */
  const reset = useCallback(() => {
    cancelledRef.current = true;
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    recorderRef.current = null;
    releaseCamera();
    setStatus('idle');
    setElapsed(0);
    setError(null);
  }, [releaseCamera]);

  useEffect(() => reset, [reset]);

  return { status, elapsed, error, stream, start, stop, reset };
}
