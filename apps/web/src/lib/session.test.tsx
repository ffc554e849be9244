import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../testing/factories';
import { renderWithProviders } from '../testing/render';
import { apiError, apiPath, server } from '../testing/server';
import { meQueryKey, useMemberStatus } from './session';

const session = { session: { id: 's1', expiresAt: '2099-01-01T00:00:00Z' }, user: { id: 'u1' } };

function Status() {
  const status = useMemberStatus();
  return <p>{status.status === 'signed-in' ? `complete: ${status.isProfileComplete}` : status.status}</p>;
}

describe('useMemberStatus', () => {
  it('counts a profile check that failed with nothing known as an incomplete profile', async () => {
    server.use(
      http.get(apiPath('/auth/get-session'), () => HttpResponse.json(session)),
      http.get(apiPath('/me'), () => apiError(500, 'Internal server error')),
    );
    renderWithProviders(<Status />);
    expect(await screen.findByText('complete: false')).toBeInTheDocument();
  });

  it('keeps what it knew when a refetch fails: a member who just finished their profile stays past setup', async () => {
    let failing = false;
    server.use(
      http.get(apiPath('/auth/get-session'), () => HttpResponse.json(session)),
      http.get(apiPath('/me'), () =>
        failing
          ? apiError(500, 'Internal server error')
          : HttpResponse.json(buildMe({ profileCompleted: true })),
      ),
    );
    const { queryClient } = renderWithProviders(<Status />);
    expect(await screen.findByText('complete: true')).toBeInTheDocument();
    failing = true;
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    await waitFor(() => expect(queryClient.getQueryState(meQueryKey)?.status).toBe('error'));
    expect(screen.getByText('complete: true')).toBeInTheDocument();
  });
});
