export type { Availability } from './availability';
export { createMediaTools } from './ffmpeg';
export { type MediaToolsOptions, mediaProcessingLimits } from './limits';
export { MediaProcessingError } from './media-processing-error';
export type { MediaProbe } from './probe';
export type { MediaTools, ProcessedMedia } from './types';
