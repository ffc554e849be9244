import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { DigestTestRow } from './digest-test-row';

describe('DigestTestRow (issue 54)', () => {
  it('asks the server for a test digest and says where it went and what it lists', async () => {
    let calls = 0;
    server.use(
      http.post(apiPath('/notifications/test-digest'), () => {
        calls += 1;
        return HttpResponse.json({ sentTo: 'ana@example.test', unread: 1 });
      }),
    );
    const { user } = renderWithProviders(<DigestTestRow />);
    await user.click(screen.getByRole('button', { name: 'Email me a test digest' }));
    expect(
      await screen.findByText('Test digest sent to ana@example.test, listing 1 unread notification.'),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the server’s refusal (the rate limit) in SPEC’s words', async () => {
    server.use(
      http.post(apiPath('/notifications/test-digest'), () =>
        apiError(429, 'Too many attempts. Please try again later.'),
      ),
    );
    const { user } = renderWithProviders(<DigestTestRow />);
    await user.click(screen.getByRole('button', { name: 'Email me a test digest' }));
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });
});
