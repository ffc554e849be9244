import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaTools } from '.';
import { createSemaphore } from './semaphore';
import { createFixtures, runMediaTests } from './test-fixtures';

describe('the media semaphore', () => {
  it('lets `size` hold at once, the others in the order they asked; a waiter may give up', async () => {
    const slots = createSemaphore(1);
    const order: string[] = [];
    const first = await slots.acquire();
    const aborted = new AbortController();
    const record = (name: string) => (release: () => void) => {
      order.push(name);
      return release;
    };
    const second = slots.acquire().then(record('second'));
    const gaveUp = slots.acquire(aborted.signal).catch((reason) => order.push(`gave up: ${reason}`));
    const third = slots.acquire().then(record('third'));
    expect(slots.counts()).toEqual({ active: 1, waiting: 3 });
    aborted.abort('cancelled');
    await gaveUp;
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['gave up: cancelled', 'second', 'third']);
    expect(slots.counts()).toEqual({ active: 0, waiting: 0 });
  });
});

describe.runIf(runMediaTests)('processing one file at a time', () => {
  const fixtures = createFixtures();
  afterAll(() => fixtures.cleanup());

  it('runs a second process() only once the first is done, and an aborted one ends with its reason', async () => {
    const tools = createMediaTools({ niceness: 0, maxConcurrent: 1 });
    const input = await fixtures.recordedWebm('one.webm');
    const events: string[] = [];
    const run = (name: string, signal?: AbortSignal) =>
      tools
        .process('video', input, fixtures.workDir(), () => events.push(name), signal)
        .then(() => events.push(`${name} done`));
    const aborted = new AbortController();
    const results = Promise.allSettled([run('a'), run('b', aborted.signal), run('c')]);
    aborted.abort(new Error('the post was deleted'));
    const [a, b, c] = await results;
    expect([a.status, c.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(b).toMatchObject({ status: 'rejected', reason: { message: 'the post was deleted' } });
    const firstOfC = events.indexOf('c');
    expect(events.indexOf('a done')).toBeLessThan(firstOfC);
    expect(events).not.toContain('b');

    // Aborted while ffmpeg runs: killed, its files removed.
    const running = new AbortController();
    const workDir = fixtures.workDir();
    const killed = tools.process(
      'video',
      input,
      workDir,
      () => running.abort(new Error('shutting down')),
      running.signal,
    );
    await expect(killed).rejects.toThrow('shutting down');
    expect(fs.readdirSync(workDir)).toEqual([]);
  });
});
