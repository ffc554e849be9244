// A browser's EventSource, for the run: follows a member's notification stream through the proxy, and when the
// stream ends or breaks (its process killed or stopping) reconnects with Last-Event-ID, as browsers do.
import type { Member } from '../ops/member';

export type StreamFollower = { received: Set<string>; reconnects: () => number };

export function followNotifications(member: Member, stop: AbortSignal): StreamFollower {
  const received = new Set<string>();
  let reconnects = 0;
  let lastEventId = '';
  const readOnce = async () => {
    const response = await fetch(`${member.base}/api/notifications/stream`, {
      headers: { cookie: member.cookieHeader(), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: stop,
    });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const fields = Object.fromEntries(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        buffer = buffer.slice(end + 2);
        if (fields.event === 'notification' && fields.id) {
          received.add(fields.id);
          lastEventId = fields.id;
        }
      }
    }
  };
  void (async () => {
    while (!stop.aborted) {
      await readOnce().catch(() => {});
      if (stop.aborted) break;
      reconnects++;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  return { received, reconnects: () => reconnects };
}
