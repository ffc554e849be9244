import { joinRequestLimits, joinRequestMessages } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCircle } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { JoinRequestActions } from './join-request-actions';
import { JoinRequestsPanel } from './join-requests-panel';

const circle = buildCircle({ name: 'Quiet Readers', type: 'private', isJoined: false, viewerRole: null });

describe('Ask to join', () => {
  it('sends the trimmed message, or none, and confirms', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath(`/circles/${circle.id}/join-requests`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...circle, hasRequested: true });
      }),
    );
    const { user } = renderWithProviders(<JoinRequestActions circle={circle} />);
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Quiet Readers' });
    const message = await within(dialog).findByLabelText('Message (optional)');
    expect(within(dialog).getByText(`${joinRequestLimits.messageMax} characters left`)).toBeInTheDocument();

    await user.type(message, '  I run the book swap  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(joinRequestMessages.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The rest of the page is hidden from assistive technology while the dialog is open, until its effects end.
    await user.click(await screen.findByRole('button', { name: 'Ask to join' }));
    const again = await screen.findByRole('dialog', { name: 'Ask to join Quiet Readers' });
    expect(await within(again).findByLabelText('Message (optional)')).toHaveValue('');
    await user.click(within(again).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ message: 'I run the book swap' }, {}]);
  });
});

describe('Requests to join', () => {
  it('declines a request with the reason the requester reads', async () => {
    const requester = {
      userId: '00000000-0000-4000-8000-0000000000f1',
      fullName: 'Rosa Parks',
      avatarUrl: null,
      manualVerification: false,
      message: 'Hello!',
      createdAt: new Date().toISOString(),
    };
    let pending = [requester];
    let body: unknown;
    server.use(
      http.get(apiPath(`/circles/${circle.id}/join-requests`), () => HttpResponse.json(pending)),
      http.post(
        apiPath(`/circles/${circle.id}/join-requests/${requester.userId}/reject`),
        async ({ request }) => {
          body = await request.json();
          pending = [];
          return HttpResponse.json({});
        },
      ),
    );
    const { user } = renderWithProviders(<JoinRequestsPanel circleId={circle.id} />);
    const row = await screen.findByRole('listitem', { name: 'Request from Rosa Parks' });
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Rosa Parks’s request' });
    await user.type(await within(dialog).findByLabelText('Reason (optional)'), ' The circle is full ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(await screen.findByText(joinRequestMessages.rejected('Rosa Parks'))).toBeInTheDocument();
    expect(body).toEqual({ reason: 'The circle is full' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Requests to join/ })).not.toBeInTheDocument(),
    );
  });
});
