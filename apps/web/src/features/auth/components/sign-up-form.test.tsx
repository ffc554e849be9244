import { messages } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { SignUpForm } from './sign-up-form';

const m = messages.auth;

async function fill(user: ReturnType<typeof renderWithProviders>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

describe('SignUpForm', () => {
  it("shows each field's SPEC §5 message under that field", async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await fill(user, { 'First name': 'Al', 'Last name': 'Li', Email: 'nope', Password: 'lowercase1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(m.firstNameMin)).toBeInTheDocument();
    expect(screen.getByText(m.lastNameMin)).toBeInTheDocument();
    expect(screen.getByText(m.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(m.passwordUpper)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(m.firstNameMin);
  });

  it('creates the account with the full name and opens the check-your-email page', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/sign-up/email'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    const { user, router } = renderWithProviders(<SignUpForm />, { route: '/auth/sign-up' });
    await fill(user, {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'Analytical1',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify-email'));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' });
  });

  it("puts a server's field message under its field and any other failure in an alert", async () => {
    server.use(http.post(apiPath('/auth/sign-up/email'), () => apiError(400, m.passwordNumber)));
    const { user } = renderWithProviders(<SignUpForm />);
    await fill(user, {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'Analytical1',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(m.passwordNumber)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    server.use(http.post(apiPath('/auth/sign-up/email'), () => apiError(429, 'Too many requests')));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.backend.rateLimit);
  });
});
