import { mediaMessages } from '@circles/contracts';
import { type Availability, checkAvailability } from './availability';
import { type MediaToolsOptions, mediaProcessingLimits, resolveMediaToolsOptions } from './limits';
import { MediaProcessingError } from './media-processing-error';
import { parseProbe, probeArgs } from './probe';
import { processMedia } from './process-media';
import { checkFormat } from './rules';
import { runTool, type ToolLimits } from './run-tool';
import { createSemaphore } from './semaphore';
import { sniffFile } from './sniff-format';
import { asProcessingError } from './tool-errors';
import type { MediaTools, ProbeRunner } from './types';

/**
 * Media processing through the system's ffmpeg (issue #52, decision 0083). At most `maxConcurrent` process() calls
 * run at once per MediaTools (the others wait in order); probe() alone does not wait for them.
 */
export function createMediaTools(options?: Partial<MediaToolsOptions>): MediaTools {
  const settings = resolveMediaToolsOptions(options);
  const limits: ToolLimits = {
    memoryBytes: settings.memoryBytes,
    niceness: settings.niceness,
    timeoutMs: settings.timeoutMs,
  };
  const probeLimits = {
    ...limits,
    timeoutMs: Math.min(limits.timeoutMs, mediaProcessingLimits.probeTimeoutMs),
  };
  const slots = createSemaphore(settings.maxConcurrent);
  let available: Promise<Availability> | undefined;
  const availability = () => {
    available ??= checkAvailability(settings, limits);
    return available;
  };
  const requireAvailable = async () => {
    if (!(await availability()).available)
      throw new MediaProcessingError(mediaMessages.processingUnavailable);
  };
  const runProbe: ProbeRunner = async (file, format, signal) => {
    const { stdout } = await runTool(settings.ffprobePath, probeArgs(file, format), probeLimits, { signal });
    return parseProbe(stdout, format);
  };

  return {
    availability,
    async probe(inputFile) {
      await requireAvailable();
      const format = await sniffFile(inputFile);
      if (!format) throw new MediaProcessingError(mediaMessages.mediaUnsupported);
      try {
        const { video: _video, audio: _audio, ...probe } = await runProbe(inputFile, format);
        return probe;
      } catch (error) {
        throw asProcessingError(error, undefined);
      }
    },
    async process(kind, inputFile, workDir, onProgress, signal) {
      const release = await slots.acquire(signal);
      try {
        await requireAvailable();
        const format = await sniffFile(inputFile);
        checkFormat(kind, format);
        return await processMedia({
          kind,
          inputFile,
          workDir,
          format,
          settings,
          limits,
          runProbe,
          onProgress,
          signal,
        });
      } catch (error) {
        throw asProcessingError(error, kind, signal);
      } finally {
        release();
      }
    },
  };
}
