import type { Listing } from '@circles/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { MarketplacePage } from '../pages/marketplace-page';
import { SellerCard } from './seller-card';

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: 'l1',
  category: 'hobbies',
  title: 'Red accordion',
  description: 'With its case.',
  priceCents: 35000,
  currency: 'EUR',
  condition: 'good',
  location: 'Porto',
  photos: [],
  sellerName: 'Selma Seller',
  sellerId: '00000000-0000-4000-8000-00000000000a',
  sellerVerified: true,
  sellerSince: '2026-01-15T00:00:00.000Z',
  sellerHandle: 'selma',
  sellerAvatarUrl: '/media/avatars/selma.webp',
  isExample: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  soldAt: null,
  isSaved: false,
  isOwn: false,
  ...overrides,
});

const sample = listing({
  id: 'ford-f150-2018',
  title: '2018 Ford F-150 XLT pickup truck',
  category: 'vehicles',
  sellerName: 'Marcus',
  sellerId: null,
  sellerVerified: false,
  sellerSince: null,
  sellerHandle: null,
  sellerAvatarUrl: null,
  isExample: true,
});

describe('SellerCard (issue #54)', () => {
  it('shows the avatar, the name linked to the profile, the badge, since when, and the other listings', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(apiPath('/marketplace/listings'), ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({
          listings: [listing(), listing({ id: 'l2', title: 'Music stand', priceCents: 2000 })],
          nextOffset: null,
        });
      }),
    );
    const { container } = renderWithProviders(<SellerCard listing={listing()} />);
    expect(screen.getByRole('link', { name: 'Selma Seller' })).toHaveAttribute('href', '/members/selma');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/avatars/selma.webp');
    expect(screen.getByText(/Member since/)).toBeInTheDocument();
    expect(screen.getByTitle('Verified')).toBeInTheDocument();
    const others = await screen.findByRole('list', { name: 'Other listings by Selma Seller' });
    expect(others).toHaveTextContent('Music stand');
    expect(others).not.toHaveTextContent('Red accordion');
    expect(asked?.get('sellerId')).toBe(listing().sellerId);
  });

  it('says a sample’s seller is an example, with no profile to open', () => {
    renderWithProviders(<SellerCard listing={sample} />);
    expect(screen.getByRole('heading', { name: 'Seller · Example' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Marketplace results (issue #54)', () => {
  it('shows the samples of a Ford truck search apart, labelled as examples', async () => {
    server.use(
      http.get(apiPath('/marketplace/listings'), () =>
        HttpResponse.json({
          listings: [listing({ title: 'Ford truck tailgate' }), sample],
          nextOffset: null,
        }),
      ),
    );
    renderWithProviders(<MarketplacePage />, { route: '/marketplace?q=ford+truck' });
    const results = await screen.findByRole('list', { name: 'Results for “ford truck”' });
    expect(results).toHaveTextContent('Ford truck tailgate');
    expect(results).not.toHaveTextContent('F-150');
    const examples = screen.getByRole('list', { name: 'Example listings' });
    expect(examples).toHaveTextContent('2018 Ford F-150 XLT pickup truck');
    expect(examples).toHaveTextContent('Example');
  });
});
