import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdmissionLimits, createAdmission } from './admission';
import { classifyRequest } from './admission-classes';

/**
 * Issue #57 at small scale, on the fake clock: a "database" of one slot, each request holding it for 10 ms, so it
 * serves 100 requests a second and no more; the budget is 200 + 400 ms. Each answer is kept with when it was asked
 * and answered (ms from the start).
 */
type Answer = { path: string; status: number; askedAt: number; answeredAt: number };
const holdMs = 10;
const capacityPerSecond = 100;
const limits: AdmissionLimits = { maxActive: 1, maxQueued: 1000, maxWaitMs: 200, burstMs: 400 };

function server(withLimits = limits) {
  const app = new Hono();
  app.use(createAdmission(withLimits, undefined, classifyRequest).middleware);
  app.all('*', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    return c.text('ok');
  });
  const answers: Answer[] = [];
  const started = Date.now();
  const clock = () => Date.now() - started;
  const ask = async (path: string, method = 'GET') => {
    const askedAt = clock();
    const response = await app.request(path, { method });
    const answer = { path, status: response.status, askedAt, answeredAt: clock() };
    answers.push(answer);
    return answer;
  };
  return { ask, answers, clock };
}

/**
 * `count` clients asking again `pauseMs` after each answer, 503 or not, for the first 4 s; the clock runs `runMs`.
 */
async function closedLoop(
  ask: (path: string) => Promise<Answer>,
  clock: () => number,
  count: number,
  runMs: number,
  pauseMs = 1,
) {
  const client = async () => {
    while (clock() < 4_000) {
      await ask('/api/feed/home');
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const clients = Array.from({ length: count }, client);
  await vi.advanceTimersByTimeAsync(runMs);
  await Promise.all(clients);
}

const served = (answers: Answer[], from: number, to: number) =>
  answers.filter((a) => a.status === 200 && a.answeredAt >= from && a.answeredAt < to).length;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('admission control under a surge: goodput held, refusals at once', () => {
  it.each([
    [1.2, 'at once'],
    [2, 'within the hold of a storm'],
  ])('serves the peak and refuses the rest when %sx the peak arrives (refusals %s)', async (load) => {
    const { ask, answers } = server();
    // Open loop: requests arrive on a fixed schedule whatever the answers, for 4 s.
    const every = 1000 / (capacityPerSecond * load);
    for (let at = 0; at < 4_000; at += every) setTimeout(() => void ask('/api/feed/home'), at);
    await vi.advanceTimersByTimeAsync(6_000);

    // Goodput in the last 3 s (the first fills the queue): at least 90% of what the database can serve.
    expect(served(answers, 1_000, 4_000) / 3).toBeGreaterThanOrEqual(0.9 * capacityPerSecond);
    const budget = limits.maxWaitMs + limits.burstMs;
    for (const answer of answers) {
      const took = answer.answeredAt - answer.askedAt;
      // Nobody served waits past the budget for the answer.
      if (answer.status === 200) expect(took).toBeLessThanOrEqual(budget);
      // A refusal once the queue's pace is known is answered at once at 1.2x (fewer refused than served); at 2x as
      // many are refused as served, which is a retry storm's sign, and a refusal may be held up to the budget.
      else if (answer.askedAt >= 1_000) expect(took).toBeLessThanOrEqual(load < 2 ? 0 : budget);
    }
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
  });

  it('holds refusals back in a retry storm, so clients that come straight back do not crowd out the served', async () => {
    const { ask, answers, clock } = server();
    // 300 clients asking again 1 ms after each answer, 503 or not: 3 s of work for a 0.6 s budget. Without the hold
    // the 200 or so refused each came back every millisecond: some 200,000 refusals a second.
    await closedLoop(ask, clock, 300, 4_000 + 2_000);
    expect(served(answers, 1_000, 4_000) / 3).toBeGreaterThanOrEqual(0.9 * capacityPerSecond);
    const refusedASecond =
      answers.filter((a) => a.status === 503 && a.answeredAt >= 1_000 && a.answeredAt < 4_000).length / 3;
    // Each client refused at most once per shortest hold (half the budget), not every millisecond.
    const shortestHoldSeconds = (limits.maxWaitMs + limits.burstMs) / 2 / 1000;
    expect(refusedASecond).toBeLessThanOrEqual(300 / shortestHoldSeconds);
    const budget = limits.maxWaitMs + limits.burstMs;
    // Served or refused, an answer within the budget: a turn taken near its end leaves time for the turn itself.
    for (const answer of answers) expect(answer.answeredAt - answer.askedAt).toBeLessThanOrEqual(budget);
  });

  it('holds every refusal of a storm with many more clients than the queue has places', async () => {
    // 500 clients for a queue of 50, asking again 20 ms after each answer. Holding only as many refusals as the
    // queue has places (64 at least) answered the other 380 or so at once, and they came back 50 times a second
    // each: on a server the thread spent on those refusals took goodput at 3,000 connections down to 14% of the
    // peak.
    const clients = 500;
    const { ask, answers, clock } = server({ ...limits, maxQueued: 50 });
    await closedLoop(ask, clock, clients, 4_000 + 2_000, 20);
    const refusedASecond =
      answers.filter((a) => a.status === 503 && a.answeredAt >= 1_000 && a.answeredAt < 4_000).length / 3;
    const shortestHoldSeconds = (limits.maxWaitMs + limits.burstMs) / 2 / 1000;
    expect(refusedASecond).toBeLessThanOrEqual(clients / shortestHoldSeconds);
    expect(served(answers, 1_000, 4_000) / 3).toBeGreaterThanOrEqual(0.9 * capacityPerSecond);
  });

  it('keeps a closed loop of clients that come straight back served, without refusing them', async () => {
    const { ask, answers, clock } = server();
    // 40 clients asking again 1 ms after each answer: about 0.45 s of work queued at a time (a turn is 10 ms and
    // the hand-over through the event loop), answered inside the 0.6 s budget.
    await closedLoop(ask, clock, 40, 4_000 + 1_000);
    expect(served(answers, 1_000, 4_000) / 3).toBeGreaterThanOrEqual(0.9 * capacityPerSecond);
    expect(answers.filter((answer) => answer.status === 503 && answer.askedAt >= 1_000)).toEqual([]);
  });

  it('serves members in a page before new sign-ins, and a link from a mail before both', async () => {
    const { ask, answers } = server();
    // 2x the peak of members' reads for 3 s; sign-ins and a verification link arrive once the queue stands.
    const every = 1000 / (capacityPerSecond * 2);
    for (let at = 0; at < 3_000; at += every) setTimeout(() => void ask('/api/feed/home'), at);
    for (let at = 1_500; at < 2_500; at += 50)
      setTimeout(() => void ask('/api/auth/sign-in/email', 'POST'), at);
    setTimeout(() => void ask('/api/auth/verify-email?token=t'), 2_000);
    await vi.advanceTimersByTimeAsync(4_000);

    const late = answers.filter((answer) => answer.askedAt >= 1_500);
    const share = (path: string) => {
      const of = late.filter((answer) => answer.path === path);
      return of.filter((answer) => answer.status === 200).length / of.length;
    };
    expect(share('/api/feed/home')).toBeGreaterThan(0.3);
    expect(share('/api/auth/sign-in/email')).toBe(0);
    const link = answers.find((answer) => answer.path.startsWith('/api/auth/verify-email'));
    expect(link?.status).toBe(200);
    expect((link?.answeredAt ?? 0) - (link?.askedAt ?? 0)).toBeLessThanOrEqual(2 * holdMs);
  });
});

describe('admission control hands a turn over through the event loop', () => {
  it('lets timers and I/O run between one request and the next, however fast the requests are', async () => {
    vi.useRealTimers();
    const app = new Hono();
    app.use(createAdmission({ ...limits, maxActive: 1 }).middleware);
    const order: string[] = [];
    // Handlers that never wait for I/O: on the embedded database a whole request can be microtasks only.
    app.get('/:n', (c) => {
      order.push(`request ${c.req.param('n')}`);
      return c.text('ok');
    });
    const first = app.request('/1');
    const rest = [app.request('/2'), app.request('/3')];
    // Queued behind the first: an event loop turn (a timer, a socket read) between them must get its chance.
    setImmediate(() => order.push('event loop'));
    await Promise.all([first, ...rest]);
    expect(order).toEqual(['request 1', 'event loop', 'request 2', 'request 3']);
  });
});
