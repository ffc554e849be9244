import { runTool, type ToolLimits } from './run-tool';

export type Availability = { available: true; version: string } | { available: false; reason: string };

/** '5.1.9' from 'ffmpeg version 5.1.9-0+deb12u1 Copyright …'; a git build's whole tag ('N-113-gabc'). */
export function parseVersion(output: string) {
  const tag = /version (\S+)/.exec(output)?.[1];
  if (!tag) return undefined;
  return /^\d+(\.\d+)+/.exec(tag)?.[0] ?? tag;
}

function reasonOf(error: unknown, binary: string) {
  const code = (error as { code?: unknown; exitCode?: unknown }).code;
  const exitCode = (error as { exitCode?: unknown }).exitCode;
  if (code === 'ENOENT') return 'prlimit (util-linux) was not found: ffmpeg is only run under a memory limit';
  if (exitCode === 127 || exitCode === 126) return `${binary} was not found or cannot be run`;
  return `${binary} did not answer: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Whether ffmpeg and ffprobe run here the way processing runs them (under prlimit and nice), and whether this
 * ffmpeg has the encoders we use (a build without GPL parts has no libx264). Decision 0083: no bundled fallback.
 */
export async function checkAvailability(
  paths: { ffmpegPath: string; ffprobePath: string },
  limits: ToolLimits,
): Promise<Availability> {
  const quick = { ...limits, timeoutMs: 20_000 };
  let version: string | undefined;
  for (const binary of [paths.ffprobePath, paths.ffmpegPath]) {
    try {
      const { stdout } = await runTool(binary, ['-hide_banner', '-version'], quick);
      version = parseVersion(stdout);
      if (!version) return { available: false, reason: `${binary} -version did not name a version` };
    } catch (error) {
      return { available: false, reason: reasonOf(error, binary) };
    }
  }
  try {
    const { stdout } = await runTool(paths.ffmpegPath, ['-hide_banner', '-encoders'], quick);
    for (const encoder of ['libx264', 'aac', 'png']) {
      if (!new RegExp(` ${encoder} `).test(stdout))
        return { available: false, reason: `${paths.ffmpegPath} has no ${encoder} encoder` };
    }
  } catch (error) {
    return { available: false, reason: reasonOf(error, paths.ffmpegPath) };
  }
  return { available: true, version: version as string };
}
