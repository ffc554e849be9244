import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type FirstDataHandle, loadFirstDataOf } from './route-first-data';

describe("a route's first data (issue #16)", () => {
  it('loads the first data of every matched route that names some, into the given cache, and waits for all', async () => {
    const queryClient = new QueryClient();
    const order: string[] = [];
    const handleOf = (key: string, delayMs: number): FirstDataHandle => ({
      loadFirstData: async (client) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        client.setQueryData([key], `${key} data`);
        order.push(key);
      },
    });
    await loadFirstDataOf(
      [
        { route: { handle: handleOf('layout', 20) } },
        { route: {} },
        { route: { handle: { title: 'not first data' } } },
        { route: { handle: handleOf('page', 5) } },
      ],
      queryClient,
    );
    expect(order).toEqual(['page', 'layout']);
    expect(queryClient.getQueryData(['layout'])).toBe('layout data');
    expect(queryClient.getQueryData(['page'])).toBe('page data');
  });
});
