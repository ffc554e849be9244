import type { SSEStreamingApi } from 'hono/streaming';

export type StreamIntervals = { heartbeatMs: number; sessionCheckMs: number };

type SessionBoundStreamOptions = {
  userId: string;
  /** The stream request's headers: its cookie names the session. */
  headers: Headers;
  isSessionAlive: (headers: Headers) => Promise<boolean>;
  /** Calls back when any process announces that a session of `userId` ended; returns the unwatch. */
  watchSession: (userId: string, onEnded: () => void) => () => void;
  intervals: StreamIntervals;
  /** Writes the stream's keep-alive event (heartbeats keep proxies from closing an idle stream). */
  heartbeat: () => void;
  /** Also done at each slow session check (the notification stream counts it as activity). */
  onSessionCheck?: () => void;
  /** Releases what the stream holds (its hub subscription), once. */
  onEnd: () => void;
};

/**
 * A live stream (SSE) that lasts as long as its session (issue #37): heartbeats, a check at once when a session of
 * the member ends anywhere (sign-out, revoke, password change or reset, suspension), and a slow check for sessions
 * that simply expire. `closed` resolves once the browser went away or the session ended.
 */
export function bindStreamToSession(stream: SSEStreamingApi, options: SessionBoundStreamOptions) {
  let ended = false;
  let resolveClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const end = () => {
    if (ended) return;
    ended = true;
    options.onEnd();
    unwatch();
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    resolveClosed();
  };
  const checkSession = async () => {
    if (ended || (await options.isSessionAlive(options.headers).catch(() => false))) return;
    end();
    stream.abort();
  };
  const heartbeat = setInterval(options.heartbeat, options.intervals.heartbeatMs);
  const unwatch = options.watchSession(options.userId, () => void checkSession());
  const sessionCheck = setInterval(() => {
    options.onSessionCheck?.();
    void checkSession();
  }, options.intervals.sessionCheckMs);
  stream.onAbort(end);
  if (stream.aborted) end();
  return { end, closed, isEnded: () => ended };
}
