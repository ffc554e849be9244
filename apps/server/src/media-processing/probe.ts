import { decoderWhitelist, formatWhitelist, type InputFormat, inputFormats } from './formats';

export type MediaProbe = {
  /** 0 when the file does not say (Chromium's MediaRecorder writes WebM without a duration). */
  durationMs: number;
  /** As displayed: a phone's rotation applied. Null without a video stream. */
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  formatName: string;
};

type ProbeStream = {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  channels?: number;
  bit_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  side_data_list?: { rotation?: number }[];
};
type ProbeJson = { streams?: ProbeStream[]; format?: { format_name?: string; duration?: string } };

/** What processing needs beyond MediaProbe: the streams it maps, their codecs and sizes as coded. */
export type ProbeDetails = MediaProbe & {
  video?: { index: number; codec: string; codedWidth: number; codedHeight: number };
  audio?: { index: number; codec: string; channels: number; bitRate: number | null };
};

/** Input options every ffprobe and ffmpeg run on a member's file gets: local files only, our demuxers and decoders. */
export function inputGuardArgs(format: InputFormat) {
  return [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    formatWhitelist,
    '-codec_whitelist',
    decoderWhitelist,
    '-f',
    format,
  ];
}

/** ffprobe's arguments for a file whose format we sniffed (`file:` so no name is read as another protocol). */
export const probeArgs = (file: string, format: InputFormat) => [
  '-hide_banner',
  '-v',
  'error',
  ...inputGuardArgs(format),
  '-show_format',
  '-show_streams',
  '-of',
  'json',
  '-i',
  `file:${file}`,
];

const toMs = (seconds: string | undefined) => {
  const value = Number(seconds);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : 0;
};

/** Reads ffprobe's JSON into the streams we would use: the first real video (not cover art) and first audio. */
export function parseProbe(stdout: string, format: InputFormat): ProbeDetails {
  const json = JSON.parse(stdout) as ProbeJson;
  const streams = json.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const rotation = Math.abs(
    video?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0,
  );
  const turned = rotation % 180 === 90;
  const codedWidth = video?.width ?? 0;
  const codedHeight = video?.height ?? 0;
  const durations = [json.format?.duration, video?.duration, audio?.duration].map(toMs);
  return {
    durationMs: Math.max(...durations),
    width: video ? (turned ? codedHeight : codedWidth) : null,
    height: video ? (turned ? codedWidth : codedHeight) : null,
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    formatName: json.format?.format_name ?? inputFormats[format].formatName,
    video: video && { index: video.index, codec: video.codec_name ?? '', codedWidth, codedHeight },
    audio: audio && {
      index: audio.index,
      codec: audio.codec_name ?? '',
      channels: audio.channels ?? 2,
      bitRate: Number(audio.bit_rate) || null,
    },
  };
}
