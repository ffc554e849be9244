import { limits, mediaMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { postCounterLevel } from '../../../components/posts/post-text-counter';
import { checkMediaFile } from '../../../lib/check-media-file';
import { recordingSettings } from './recording-options';

const fileOf = (type: string, size: number) => new File([new Uint8Array(size)], 'file', { type });

describe('checkMediaFile (SPEC §5)', () => {
  it('refuses the wrong type with the kind’s message', () => {
    expect(checkMediaFile(fileOf('text/plain', 10), 'image')).toBe(mediaMessages.notImage);
    expect(checkMediaFile(fileOf('image/png', 10), 'video')).toBe(mediaMessages.notVideo);
    expect(checkMediaFile(fileOf('video/mp4', 10), 'audio')).toBe(mediaMessages.notAudio);
  });

  it('refuses files over the size limit and accepts the rest', () => {
    expect(checkMediaFile(fileOf('image/png', limits.imageBytes + 1), 'image')).toBe(
      mediaMessages.imageTooLarge,
    );
    expect(checkMediaFile(fileOf('audio/wav', limits.audioBytes + 1), 'audio')).toBe(
      mediaMessages.audioTooLarge,
    );
    expect(checkMediaFile(fileOf('image/png', limits.imageBytes), 'image')).toBeNull();
  });
});

describe('postCounterLevel (SPEC §9)', () => {
  it('is yellow below 50 and red below 20 remaining', () => {
    expect(postCounterLevel(50)).toBe('ok');
    expect(postCounterLevel(49)).toBe('warning');
    expect(postCounterLevel(20)).toBe('warning');
    expect(postCounterLevel(19)).toBe('danger');
  });
});

describe('recordingSettings (SPEC §9)', () => {
  it('uses 9:16 at 1280x720, 30 fps and 800/64 kbps on a mobile user agent', () => {
    const { constraints, recorderOptions } = recordingSettings('Mozilla/5.0 (iPhone) Mobile/15E148');
    expect(constraints.video).toMatchObject({
      width: { ideal: 720 },
      height: { ideal: 1280 },
      frameRate: { ideal: 30 },
    });
    expect(recorderOptions).toMatchObject({ videoBitsPerSecond: 800_000, audioBitsPerSecond: 64_000 });
  });

  it('falls back to WebM VP8 where MP4 cannot be recorded', () => {
    expect(recordingSettings('Mozilla/5.0 (X11; Linux x86_64)').recorderOptions.mimeType).toBe(
      'video/webm;codecs=vp8,opus',
    );
  });
});
