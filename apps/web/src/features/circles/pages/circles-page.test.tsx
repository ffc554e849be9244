import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCircle } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { CirclesPage } from './circles-page';

const circle = (id: string, name: string) => ({ ...buildCircle({ id, name, type: 'public' }), activity: 1 });

/** Answers /circles/discover per list, and the member's own circles. */
function answer(lists: { trending: unknown[]; big: unknown[] }) {
  server.use(
    http.get(apiPath('/circles'), () => HttpResponse.json([])),
    http.get(apiPath('/circles/discover'), ({ request }) =>
      HttpResponse.json(lists[new URL(request.url).searchParams.get('list') as 'trending' | 'big']),
    ),
  );
}

describe('Circles page (issue #41)', () => {
  it('a young install with one circle shows it once, under Trending, and no Big Circles section', async () => {
    const only = circle('c1', 'Audit Hikers');
    answer({ trending: [only], big: [only] });
    renderWithProviders(<CirclesPage />, { route: '/circles' });
    expect(await screen.findByRole('heading', { name: 'Trending Circles' })).toBeInTheDocument();
    expect(await screen.findAllByText('Audit Hikers')).toHaveLength(1);
    // Its skeleton goes once the list is in, and nothing of its own is left to show.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Big Circles' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Audit Hikers')).toHaveLength(1);
  });

  it('Big Circles shows only circles Trending does not, and Trending hides with no posts this week', async () => {
    answer({ trending: [], big: [circle('c1', 'Quiet Pines'), circle('c2', 'Busy Bees')] });
    renderWithProviders(<CirclesPage />, { route: '/circles' });
    expect(await screen.findByRole('heading', { name: 'Big Circles' })).toBeInTheDocument();
    expect(await screen.findByText('Quiet Pines')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trending Circles' })).not.toBeInTheDocument();
  });
});
