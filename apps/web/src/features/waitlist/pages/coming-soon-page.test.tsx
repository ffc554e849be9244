import { inviteOnlyMessages } from '@circles/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { ComingSoonPage } from './coming-soon-page';

const policy = (inviteOnly: boolean) =>
  server.use(http.get(apiPath('/auth/sign-up-policy'), () => HttpResponse.json({ inviteOnly })));

// Issue #41: `/` claims 'Invite only for now' only while INVITE_ONLY is on.
describe('ComingSoonPage', () => {
  it('says SPEC’s words while sign-up needs an invitation', async () => {
    policy(true);
    renderWithProviders(<ComingSoonPage />);
    expect(await screen.findByText(inviteOnlyMessages.badge)).toBeVisible();
    expect(screen.getByText(/Join the waitlist and we'll let you know/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign-ups are open/ })).not.toBeInTheDocument();
  });

  it('says sign-ups are open, with the way to sign up, while they are', async () => {
    policy(false);
    renderWithProviders(<ComingSoonPage />);
    const open = await screen.findByRole('link', { name: /Sign-ups are open/ });
    expect(open).toHaveAttribute('href', '/auth/sign-up');
    expect(screen.getByText(/Create your account today/)).toBeVisible();
    expect(screen.queryByText(inviteOnlyMessages.badge)).not.toBeInTheDocument();
    expect(screen.queryByText(/as soon as we open the doors/)).not.toBeInTheDocument();
    // The waitlist stays (docs/product.md §Screens).
    expect(screen.getByRole('button', { name: /Join/ })).toBeInTheDocument();
  });
});
