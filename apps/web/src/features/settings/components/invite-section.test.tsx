import { type Invitation, invitationMessages } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { InviteSection } from './invite-section';

const day = 86_400_000;
const link = (id: string, overrides: Partial<Invitation> = {}): Invitation => ({
  id,
  createdAt: new Date(Date.now() - day).toISOString(),
  expiresAt: new Date(Date.now() + 13 * day).toISOString(),
  status: 'unused',
  usedAt: null,
  usedBy: null,
  ...overrides,
});

/** The server's list, which POST adds to and DELETE takes from, as the real one does. */
function serveList(initial: Invitation[]) {
  let invitations = [...initial];
  const answer = () => HttpResponse.json({ invitations, maxUnused: 20 });
  server.use(
    http.get(apiPath('/invitations'), answer),
    http.post(apiPath('/invitations'), () => {
      invitations = [link('new-1', { createdAt: new Date().toISOString() }), ...invitations];
      return HttpResponse.json(
        {
          id: 'new-1',
          url: 'http://localhost/auth/sign-up?invite=abc',
          token: 'abc',
          expiresAt: invitations[0]?.expiresAt,
        },
        { status: 201 },
      );
    }),
    http.delete(apiPath('/invitations/:id'), ({ params }) => {
      invitations = invitations.filter((invitation) => invitation.id !== params.id);
      return answer();
    }),
  );
}

describe('InviteSection (issue 41)', () => {
  it('lists the links with their status, and says so when there are none', async () => {
    serveList([
      link('a'),
      link('b', {
        status: 'used',
        usedAt: new Date().toISOString(),
        usedBy: { userId: 'u1', fullName: 'Gwen Guest', handle: 'gwen' },
      }),
      link('c', { status: 'expired', expiresAt: new Date(Date.now() - day).toISOString() }),
    ]);
    renderWithProviders(<InviteSection />, { route: '/settings' });
    const list = await screen.findByRole('list', { name: 'Your invitation links' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Unused');
    expect(rows[1]).toHaveTextContent(/Used.*By Gwen Guest/);
    expect(rows[2]).toHaveTextContent('Expired');
    // Only an unused link can be revoked.
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: /Revoke/ })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 20 unused links')).toBeVisible();
  });

  it('creates a link, shows it once to copy, and adds it to the list', async () => {
    serveList([]);
    const { user } = renderWithProviders(<InviteSection />, { route: '/settings' });
    expect(await screen.findByText('No invitation links yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create invitation link' }));
    const field = await screen.findByLabelText('Your new invitation link');
    expect(field).toHaveValue('http://localhost/auth/sign-up?invite=abc');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/auth/sign-up?invite=abc');
    const list = await screen.findByRole('list', { name: 'Your invitation links' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('revokes after confirming; Cancel keeps the link', async () => {
    serveList([link('a')]);
    const { user } = renderWithProviders(<InviteSection />, { route: '/settings' });
    const revoke = await screen.findByRole('button', { name: /Revoke the link/ });
    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Revoke the link/ }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('No invitation links yet.')).toBeVisible();
  });

  it('shows the server’s refusal when a link cannot be made', async () => {
    serveList([]);
    server.use(http.post(apiPath('/invitations'), () => apiError(409, invitationMessages.tooMany)));
    const { user } = renderWithProviders(<InviteSection />, { route: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Create invitation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invitationMessages.tooMany);
  });
});
