import { checkNotificationEvent } from './response-contracts';

/** Reads a Server-Sent Events response as the browser's EventSource would, for integration tests. */
export type SseEvent = { event: string; id?: string; data: string };

export function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const done = (async () => {
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event: SseEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'id') event.id = value;
            else if (field === 'data') event.data += value;
          }
          events.push(event);
          for (const wake of waiters.splice(0)) wake();
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    } finally {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();

  /** Waits until an event matching `predicate` has arrived (or the stream ended, or the timeout passed). */
  async function waitFor(predicate: (event: SseEvent) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(predicate);
      // The web app reads a notification event on trust: it must match contracts' notificationSchema (0096).
      if (found?.event === 'notification') checkNotificationEvent(found.data);
      if (found) return found;
      if (ended || Date.now() > deadline) return undefined;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  return {
    events,
    waitFor,
    notifications: () =>
      events.filter((event) => event.event === 'notification').map((event) => JSON.parse(event.data)),
    isEnded: () => ended,
    close: () => controller.abort(),
    done,
  };
}
