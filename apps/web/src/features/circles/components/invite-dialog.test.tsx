import { circleMessages, messages } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCircle } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { InviteDialog } from './invite-dialog';

const circle = buildCircle({ name: 'Garden Club' });
const grace = {
  userId: '00000000-0000-4000-8000-0000000000c1',
  fullName: 'Grace Hopper',
  avatarUrl: null,
  manualVerification: true,
};
const alan = {
  userId: '00000000-0000-4000-8000-0000000000c2',
  fullName: 'Alan Turing',
  avatarUrl: null,
  manualVerification: false,
};

function answerInvites(result = { invited: 1, alreadyIn: 0 }) {
  const bodies: unknown[] = [];
  server.use(
    http.get(apiPath(`/circles/${circle.id}/invite-candidates`), () => HttpResponse.json([grace, alan])),
    http.post(apiPath(`/circles/${circle.id}/invitations`), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(result);
    }),
  );
  return bodies;
}

async function openInvite() {
  const view = renderWithProviders(<InviteDialog circle={circle} />);
  await view.user.click(screen.getByRole('button', { name: 'Invite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite to Garden Club' });
  return { ...view, dialog };
}

describe('InviteDialog', () => {
  it('invites the chosen connections, narrowed by the search, and says so', async () => {
    const bodies = answerInvites({ invited: 2, alreadyIn: 0 });
    const { user, dialog } = await openInvite();
    const list = await within(dialog).findByRole('list', { name: 'Connections' });
    const sendInvites = within(dialog).getByRole('button', { name: 'Send Invites' });
    expect(sendInvites).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Search connections'), 'alan');
    expect(within(list).queryByText('Grace Hopper')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox'));
    await user.clear(within(dialog).getByLabelText('Search connections'));
    await user.click(within(list).getAllByRole('checkbox')[0] as HTMLElement);
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();

    await user.click(sendInvites);
    expect(await screen.findByText('2 invitations sent')).toBeInTheDocument();
    expect(bodies).toEqual([{ userIds: [alan.userId, grace.userId] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends an email alone with its own Send button or Enter', async () => {
    const bodies = answerInvites();
    const { user, dialog } = await openInvite();
    await within(dialog).findByRole('list', { name: 'Connections' });
    const email = within(dialog).getByLabelText('Invite by email');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await user.type(email, ' friend@example.com {Enter}');
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(bodies).toEqual([{ userIds: [], email: 'friend@example.com' }]);
  });

  it('checks the email before sending and shows the SPEC message', async () => {
    const bodies = answerInvites();
    const { user, dialog } = await openInvite();
    await within(dialog).findByRole('list', { name: 'Connections' });
    const email = within(dialog).getByLabelText('Invite by email');
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.auth.invalidEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("shows the server's answer for an unknown email", async () => {
    answerInvites();
    const unknown = 'nobody@example.com';
    server.use(
      http.post(apiPath(`/circles/${circle.id}/invitations`), () =>
        apiError(404, circleMessages.inviteUserNotFound(unknown), {
          email: [circleMessages.inviteUserNotFound(unknown)],
        }),
      ),
    );
    const { user, dialog } = await openInvite();
    await within(dialog).findByRole('list', { name: 'Connections' });
    await user.type(within(dialog).getByLabelText('Invite by email'), unknown);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invites' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      circleMessages.inviteUserNotFound(unknown),
    );
    expect(screen.getByRole('dialog', { name: 'Invite to Garden Club' })).toBeInTheDocument();
  });
});
