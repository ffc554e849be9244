import { invitationMessages, inviteOnlyMessages } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signUpPolicyQueryOptions } from '../../../api/auth/get-sign-up-policy';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { SignUpPage } from './sign-up-page';

const policy = (inviteOnly: boolean) =>
  server.use(http.get(apiPath('/auth/sign-up-policy'), () => HttpResponse.json({ inviteOnly })));

const fillAndSubmit = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Analytical1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
};

// Issue #41: in invite-only mode the sign-up page says so and offers the waitlist; otherwise it says nothing of it.
describe('SignUpPage', () => {
  it('says sign-up needs an invitation, and offers the waitlist', async () => {
    policy(true);
    renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    expect(await screen.findByText(inviteOnlyMessages.signUpClosed)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('offers the waitlist with the server’s refusal', async () => {
    policy(false);
    server.use(
      http.post(apiPath('/auth/sign-up/email'), () =>
        HttpResponse.json({ message: inviteOnlyMessages.signUpClosed, code: 'INVITE_ONLY' }, { status: 403 }),
      ),
    );
    const { user } = renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Analytical1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(inviteOnlyMessages.signUpClosed)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('shows the notice once when the server refuses a sign-up while the page already shows it', async () => {
    policy(true);
    server.use(
      http.post(apiPath('/auth/sign-up/email'), () =>
        HttpResponse.json({ message: inviteOnlyMessages.signUpClosed, code: 'INVITE_ONLY' }, { status: 403 }),
      ),
    );
    const { user, queryClient } = renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    await fillAndSubmit(user);
    // The refusal has been handled: the sign-up failed and the form is back (the same render shows its outcome).
    await waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.status),
      ).toEqual(['error']),
    );
    await screen.findByRole('button', { name: 'Create Account' });
    expect(screen.getAllByText(inviteOnlyMessages.signUpClosed)).toHaveLength(1);
  });

  it('opened from an invitation link: the form, a welcome line, and the token sent with the sign-up', async () => {
    policy(true);
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(apiPath('/auth/sign-up/email'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ token: null, user: {} });
      }),
    );
    const { user } = renderWithProviders(<SignUpPage />, { route: '/auth/sign-up?invite=tok_en-1' });
    expect(await screen.findByText(invitationMessages.invited)).toBeVisible();
    expect(screen.queryByText(inviteOnlyMessages.signUpClosed)).not.toBeInTheDocument();
    await fillAndSubmit(user);
    await waitFor(() => expect(sent).toMatchObject({ email: 'ada@example.com', inviteToken: 'tok_en-1' }));
  });

  it('says nothing of invitations while sign-up is open', async () => {
    policy(false);
    const { queryClient } = renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    // The page has the policy (the notice follows it in the same render).
    await waitFor(() => expect(queryClient.getQueryData(signUpPolicyQueryOptions().queryKey)).toBeDefined());
    expect(screen.queryByText(inviteOnlyMessages.signUpClosed)).not.toBeInTheDocument();
  });
});
