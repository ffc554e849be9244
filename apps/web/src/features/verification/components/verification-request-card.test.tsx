import { verificationMessages } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { VerificationRequestCard } from './verification-request-card';

const request = {
  id: 'req-1',
  member: { userId: 'u-1', fullName: 'Ada Lovelace', userHandle: 'ada', avatarUrl: null },
  note: 'My passport',
  photoUrl: '/api/verification/requests/req-1/photo',
  createdAt: new Date().toISOString(),
};

describe('VerificationRequestCard', () => {
  it('asks for a reason before rejecting, then sends it trimmed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/verification/requests/req-1/reject'), async ({ request: sent }) => {
        bodies.push(await sent.json());
        return HttpResponse.json({ id: 'req-1', status: 'rejected' });
      }),
    );
    const { user } = renderWithProviders(<VerificationRequestCard request={request} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason (the member reads it)');
    expect(reason).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText(verificationMessages.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(reason, '  The photo is blurred  ');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText(verificationMessages.rejected('Ada Lovelace'))).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ reason: 'The photo is blurred' }]));
  });
});
