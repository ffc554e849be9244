import type { MiddlewareHandler } from 'hono';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Mailer } from '../../mail/mailer';
import { readCommit, readVersion } from './build-info';

/** The media worker's queue (transcoding of videos and audio), as the worker reports it. */
export type MediaProcessingStats = { queued: number; running: number; failed: number; available: boolean };
type Announcements = { onListening(handler: (listening: boolean) => void): void };

/**
 * What an operator watches besides requests (issue #56): admission control's queue, waits and refusals; whether
 * announcements (PostgreSQL LISTEN or Redis) are heard and how often they were lost; mail sent and failed; the
 * media worker's queue; and which release runs.
 */
export function createOperationsMetrics(registry: Registry) {
  const registers = [registry];
  new Gauge({
    name: 'circles_build_info',
    help: 'The release (package.json version) and commit this process runs; always 1',
    labelNames: ['version', 'commit'],
    registers,
  }).set({ version: readVersion(), commit: readCommit() }, 1);

  let admissionLoad = () => ({ active: 0, queued: 0 });
  new Gauge({
    name: 'circles_admission_requests',
    help: 'Requests admitted to the database (active) and waiting for their turn (queued), in this process',
    labelNames: ['state'],
    registers,
    collect() {
      const load = admissionLoad();
      this.set({ state: 'active' }, load.active);
      this.set({ state: 'queued' }, load.queued);
    },
  });
  const admissionWaits = new Histogram({
    name: 'circles_admission_wait_seconds',
    help: 'How long an admitted request waited for its turn at the database (0 when it did not wait)',
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const admissionRefusals = new Counter({
    name: 'circles_admission_refusals_total',
    help: 'Requests refused with 503 because the database was busy (queue full or waited too long)',
    registers,
  });

  const connected = new Gauge({
    name: 'circles_announcements_connected',
    help: 'Whether this process hears announcements from the others (1) or lost its connection (0), by transport',
    labelNames: ['transport'],
    registers,
  });
  const reconnects = new Counter({
    name: 'circles_announcements_reconnects_total',
    help: 'Times this process heard announcements again after losing them, by transport (listen, redis)',
    labelNames: ['transport'],
    registers,
  });

  const mails = new Counter({
    name: 'circles_mail_total',
    help: 'Mails handed to the mail server (or the dev outbox) by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers,
  });

  let mediaStats: () => MediaProcessingStats | undefined = () => undefined;
  new Gauge({
    name: 'circles_media_processing_queue',
    help: 'Media waiting for processing (queued), being processed (running) and failed, as the worker reports',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = mediaStats();
      if (!stats) return;
      for (const state of ['queued', 'running', 'failed'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'circles_media_processing_available',
    help: 'Whether media processing (ffmpeg) is available to this process (1) or not (0)',
    registers,
    collect() {
      const stats = mediaStats();
      if (stats) this.set(stats.available ? 1 : 0);
    },
  });

  return {
    /** Admission control's load, read at each scrape (lib/admission.ts's `load`). */
    watchAdmission(load: () => { active: number; queued: number }) {
      admissionLoad = load;
    },
    /** Wraps admission's middleware: the wait is the time until it lets the request on; not let on is a refusal. */
    timeAdmission(admission: MiddlewareHandler): MiddlewareHandler {
      return async (c, next) => {
        const started = performance.now();
        let admitted = false;
        const result = await admission(c, () => {
          admitted = true;
          admissionWaits.observe((performance.now() - started) / 1000);
          return next();
        });
        if (!admitted) admissionRefusals.inc();
        return result;
      };
    },
    /** Follows the announcement bus: connected now, and each recovery after a loss (not the first start). */
    watchAnnouncements(bus: Announcements, transport: 'listen' | 'redis') {
      connected.set({ transport }, 0);
      reconnects.inc({ transport }, 0);
      let hasListened = false;
      bus.onListening((listening) => {
        connected.set({ transport }, listening ? 1 : 0);
        if (listening && hasListened) reconnects.inc({ transport });
        if (listening) hasListened = true;
      });
    },
    /** The same mailer, its sends counted by outcome. */
    countMail(mailer: Mailer): Mailer {
      mails.inc({ outcome: 'sent' }, 0);
      mails.inc({ outcome: 'failed' }, 0);
      return {
        ...mailer,
        send: async (message) => {
          try {
            await mailer.send(message);
            mails.inc({ outcome: 'sent' });
          } catch (error) {
            mails.inc({ outcome: 'failed' });
            throw error;
          }
        },
      };
    },
    /** The media worker's latest figures (the worker calls this as its queue changes). */
    setMediaProcessingStats(stats: MediaProcessingStats) {
      mediaStats = () => stats;
    },
    /** Or: a function read at each scrape. */
    collectMediaProcessingStats(read: () => MediaProcessingStats) {
      mediaStats = read;
    },
  };
}
