import type { MemberStanding } from '@circles/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { apiError, apiPath, server } from '../../testing/server';
import { MemberModerationPanel } from './member-moderation-panel';

const member = { userId: '00000000-0000-4000-8000-0000000000d1', fullName: 'Mallory Jones' };
const standing = (body: MemberStanding) =>
  server.use(http.get(apiPath(`/moderation/members/${member.userId}`), () => HttpResponse.json(body)));

// Issue #41: the member actions on a profile, as each viewer sees them (the server rules what each may do).
describe('MemberModerationPanel', () => {
  it('shows nothing to a plain member (and asks nothing)', () => {
    renderWithProviders(<MemberModerationPanel member={member} viewerRole="member" />);
    expect(screen.queryByRole('region', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a moderator Suspend for a member, never Change role', async () => {
    standing({ role: 'member', suspension: null });
    renderWithProviders(<MemberModerationPanel member={member} viewerRole="moderator" />);
    const panel = screen.getByRole('region', { name: 'Moderation' });
    expect(await within(panel).findByText('Member · Not suspended')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  });

  it('offers an admin no Suspend on another admin, and Change role', async () => {
    standing({ role: 'admin', suspension: null });
    renderWithProviders(<MemberModerationPanel member={member} viewerRole="admin" />);
    expect(await screen.findByText('Admin · Not suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change role' })).toBeInTheDocument();
  });

  it('offers a moderator no Suspend on another moderator', async () => {
    standing({ role: 'moderator', suspension: null });
    renderWithProviders(<MemberModerationPanel member={member} viewerRole="moderator" />);
    expect(await screen.findByText('Moderator · Not suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('shows a suspension with its reason, and lifts it', async () => {
    standing({ role: 'member', suspension: { until: null, reason: 'Spam' } });
    let lifted = false;
    server.use(
      http.delete(apiPath(`/moderation/suspensions/${member.userId}`), () => {
        lifted = true;
        return HttpResponse.json({ message: 'Suspension lifted.' });
      }),
    );
    const { user } = renderWithProviders(<MemberModerationPanel member={member} viewerRole="admin" />);
    expect(await screen.findByText('Suspended for good')).toBeInTheDocument();
    expect(screen.getByText('Reason: Spam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted.')).toBeInTheDocument();
    expect(lifted).toBe(true);
  });

  it('says when the standing cannot be loaded, with a retry', async () => {
    server.use(http.get(apiPath(`/moderation/members/${member.userId}`), () => apiError(500, 'Server down')));
    renderWithProviders(<MemberModerationPanel member={member} viewerRole="moderator" />);
    expect(await screen.findByText(/Server down/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
