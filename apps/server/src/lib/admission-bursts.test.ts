import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdmissionLimits, createAdmission } from './admission';

/**
 * An app behind admission control whose requests each hold the database for the given times, one after another,
 * on the fake clock; answers every request in `holds` at once and returns each one's status and when it came.
 */
async function crowd(limits: AdmissionLimits, holds: number[]) {
  const app = new Hono();
  app.use(createAdmission(limits).middleware);
  let turn = 0;
  app.get('/', async (c) => {
    const hold = holds[turn++] ?? 0;
    await new Promise((resolve) => setTimeout(resolve, hold));
    return c.text('ok');
  });
  const started = Date.now();
  const answers = holds.map(async () => {
    const response = await app.request('/');
    return { status: response.status, at: Date.now() - started };
  });
  await vi.advanceTimersByTimeAsync(10_000);
  return Promise.all(answers);
}

const limits: AdmissionLimits = { maxActive: 1, maxQueued: 10, maxWaitMs: 100, burstMs: 200 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('admission control: a burst that drains is served, a queue that stands is refused', () => {
  it('serves requests past the wait while turns still come within it', async () => {
    // Turns at 0, 60, 120, 180, 240, 300 ms: the second came within 100 ms, and the ones after it within 200 ms
    // of that; the sixth would wait 300 ms with no timely turn for 200 ms, and is refused.
    const answers = await crowd(limits, [60, 60, 60, 60, 60, 60]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 503]);
    expect(answers[5]?.at).toBe(260);
  });

  it('refuses every request past the wait once no turn has come within it for the burst', async () => {
    // The first request holds the database for a second: nobody gets a turn, and the waiting ones are refused
    // when 200 ms have gone by since the last timely turn (the first request's, at 0), not at 1 s.
    const answers = await crowd(limits, [1_000, 10, 10, 10]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 503, 503, 503]);
    expect(answers.slice(1).map((answer) => answer.at)).toEqual([200, 200, 200]);
  });

  it('refuses at once when the queue is full', async () => {
    const answers = await crowd({ ...limits, maxQueued: 1 }, [50, 10, 10]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 503]);
    expect(answers[2]?.at).toBe(0);
  });
});
