import { type DigestTestResult, notificationsQuerySchema } from '@circles/contracts';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { badRequest } from '../../lib/errors';
import { bindStreamToSession } from '../../lib/session-bound-stream';
import { validate } from '../../lib/validate';
import type { NotificationHub } from '../../realtime/notification-hub';
import { presentNotification } from './present';
import type { NotificationRow } from './repository';
import type { NotificationsService } from './service';

export const heartbeatMs = 25_000;
export const sessionCheckMs = 60_000;

/**
 * The id a reconnecting stream resumes after: absent is 0 (everything recent), anything but a notification id
 * (digits, a safe integer) is refused rather than read as 0 or rounded.
 */
function parseLastEventId(value: string | undefined) {
  if (value === undefined || value === '') return 0;
  const id = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw badRequest('Invalid Last-Event-ID');
  return id;
}

export const notificationsRoutes = (deps: {
  service: NotificationsService;
  hub: NotificationHub<NotificationRow>;
  requireViewer: RequireViewer;
  isSessionAlive: (headers: Headers) => Promise<boolean>;
  intervals?: { heartbeatMs: number; sessionCheckMs: number };
  /** Notes the member is in the app while a stream stays open (a request is noted by the session middleware). */
  markActive?: (userId: string) => void;
  /** Settings' 'Email me a test digest' (issue #54; rate-limited in lib/write-rate-limits.ts). */
  sendTestDigest: (userId: string) => Promise<DigestTestResult>;
}) => {
  const { service, hub, requireViewer } = deps;
  const markActive = (userId: string) => deps.markActive?.(userId);
  const intervals = deps.intervals ?? { heartbeatMs, sessionCheckMs };
  const idParam = validate('param', z.object({ id: z.string().regex(/^\d{1,18}$/) }));

  return (
    new Hono<AuthedEnv>()
      .use(requireViewer)
      .get('/', validate('query', notificationsQuerySchema), async (c) =>
        c.json(await service.list(c.var.viewer.userId, c.req.valid('query'))),
      )
      .get('/unread-count', async (c) => c.json(await service.unreadCount(c.var.viewer.userId)))
      .post('/test-digest', async (c) => c.json(await deps.sendTestDigest(c.var.viewer.userId)))
      .post('/read-all', async (c) => c.json(await service.markAllRead(c.var.viewer.userId)))
      .post('/:id/read', idParam, async (c) =>
        c.json(await service.markRead(c.var.viewer.userId, c.req.valid('param').id)),
      )
      /**
       * Server-Sent Events: `event: notification`, `id: <notification id>`. A reconnecting browser sends
       * Last-Event-ID and first gets what it missed, from the table. Heartbeats keep proxies from closing the
       * idle stream; the stream ends when its session does.
       */
      .get('/stream', async (c) => {
        const userId = c.var.viewer.userId;
        const headers = c.req.raw.headers;
        const lastEventId = parseLastEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
        c.header('X-Accel-Buffering', 'no');
        return streamSSE(c, async (stream) => {
          const sent = new Set<string>();
          let writing = Promise.resolve();
          const send = (notification: ReturnType<typeof presentNotification>) => {
            if (sent.has(notification.id)) return;
            sent.add(notification.id);
            writing = writing.then(() =>
              stream.writeSSE({
                event: 'notification',
                id: notification.id,
                data: JSON.stringify(notification),
              }),
            );
          };
          // Subscribe before replaying, so nothing committed in between is missed; `sent` drops doubles. When
          // announcements were lost, the stream ends: the browser reconnects with Last-Event-ID and replays.
          const unsubscribe = hub.subscribe(
            userId,
            (row) => send(presentNotification(row)),
            () => life.end(),
          );
          markActive(userId);
          const life = bindStreamToSession(stream, {
            userId,
            headers,
            isSessionAlive: deps.isSessionAlive,
            watchSession: (id, onEnded) => hub.watchSession(id, onEnded),
            intervals,
            heartbeat: () => {
              writing = writing.then(() => stream.writeSSE({ event: 'ping', data: '' }));
            },
            onSessionCheck: () => markActive(userId),
            onEnd: unsubscribe,
          });

          await stream.writeSSE({ event: 'ready', data: JSON.stringify({ lastEventId }), retry: 3000 });
          for await (const page of service.missedSince(userId, lastEventId)) {
            for (const missed of page) send(missed);
            // A page at a time: a long gap is not held in memory while the stream writes.
            await writing;
            if (life.isEnded()) break;
          }
          await writing;
          await life.closed;
        });
      })
  );
};
