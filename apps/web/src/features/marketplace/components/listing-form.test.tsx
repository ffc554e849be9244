import { type Listing, listingMessages } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { ListingForm } from './listing-form';

const saved: Listing = {
  id: 'l1',
  category: 'hobbies',
  title: 'Red accordion',
  description: 'With its case.',
  priceCents: 35050,
  currency: 'EUR',
  condition: 'good',
  location: 'Porto',
  photos: ['/media/posts/u1/1.png'],
  sellerName: 'Selma Seller',
  sellerId: 'u1',
  sellerVerified: true,
  sellerSince: '2026-01-01T00:00:00.000Z',
  sellerHandle: 'selma',
  sellerAvatarUrl: null,
  isExample: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  soldAt: null,
  isSaved: false,
  isOwn: true,
};

async function fillIn(view: ReturnType<typeof renderWithProviders>) {
  await view.user.type(screen.getByLabelText('Title'), '  Red accordion ');
  await view.user.type(screen.getByLabelText('Description'), 'With its case.');
  await view.user.selectOptions(screen.getByLabelText('Category'), 'Hobbies');
  await view.user.selectOptions(screen.getByLabelText('Condition'), 'Good');
  await view.user.type(screen.getByLabelText('Price'), '350.5');
  await view.user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
  await view.user.type(screen.getByLabelText('Location'), 'Porto');
}

describe('ListingForm', () => {
  it('shows each field’s message under it and sends nothing while the form is incomplete', async () => {
    let calls = 0;
    server.use(
      http.post(apiPath('/marketplace/listings'), () => {
        calls++;
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const view = renderWithProviders(<ListingForm />, { route: '/marketplace/sell' });
    await view.user.click(screen.getByRole('button', { name: 'Publish listing' }));
    // The contract's schema loads on the first submit: the messages show a moment later.
    await screen.findByText(listingMessages.titleRequired);
    for (const message of [
      listingMessages.titleRequired,
      listingMessages.descriptionRequired,
      listingMessages.chooseCategory,
      listingMessages.chooseCondition,
      listingMessages.priceInvalid,
      listingMessages.locationRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await view.user.type(screen.getByLabelText('Price'), '12.345');
    await view.user.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(screen.getByText(listingMessages.priceInvalid)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('uploads a picked photo, sends the listing with its price in cents, and opens the new listing', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/media/posts'), () =>
        HttpResponse.json(
          {
            url: '/media/posts/u1/1.png',
            path: 'u1/1.png',
            kind: 'image',
            contentType: 'image/png',
            size: 10,
            width: 40,
            height: 30,
          },
          { status: 201 },
        ),
      ),
      http.post(apiPath('/marketplace/listings'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const view = renderWithProviders(<ListingForm />, { route: '/marketplace/sell' });
    await fillIn(view);
    await view.user.upload(
      screen.getByLabelText('Add photos'),
      new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }),
    );
    await screen.findByRole('button', { name: 'Remove photo 1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish listing' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Publish listing' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/marketplace/listings/l1'));
    expect(body).toEqual({
      title: 'Red accordion',
      description: 'With its case.',
      category: 'hobbies',
      priceCents: 35050,
      currency: 'EUR',
      condition: 'good',
      location: 'Porto',
      photos: ['/media/posts/u1/1.png'],
    });
  });

  it('shows the server’s message under its field (a photo that is not the member’s)', async () => {
    server.use(
      http.post(apiPath('/marketplace/listings'), () =>
        apiError(400, listingMessages.photoNotFound, { photos: [listingMessages.photoNotFound] }),
      ),
    );
    const view = renderWithProviders(<ListingForm />, { route: '/marketplace/sell' });
    await fillIn(view);
    await view.user.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(await screen.findByText(listingMessages.photoNotFound)).toBeInTheDocument();
  });

  it('edits a listing: its values are filled in and Save changes sends them to PUT', async () => {
    let method = '';
    server.use(
      http.put(apiPath('/marketplace/listings/l1'), ({ request }) => {
        method = request.method;
        return HttpResponse.json({ ...saved, title: 'Blue accordion' });
      }),
    );
    const view = renderWithProviders(<ListingForm listing={saved} />, {
      route: '/marketplace/listings/l1/edit',
    });
    expect(screen.getByLabelText('Price')).toHaveValue('350.50');
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Title'));
    await view.user.type(screen.getByLabelText('Title'), 'Blue accordion');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(method).toBe('PUT'));
  });
});
