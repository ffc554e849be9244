import { messages } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { SignInForm } from './sign-in-form';

const m = messages.auth;

describe('SignInForm', () => {
  it('shows SPEC messages under the fields and sends nothing while they are wrong', async () => {
    let calls = 0;
    server.use(
      http.post(apiPath('/auth/sign-in/email'), () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(<SignInForm />, { route: '/auth/sign-in' });

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(m.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('signs in with the typed values and goes to the ?redirect= page', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/sign-in/email'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    const { user, router } = renderWithProviders(<SignInForm />, {
      route: '/auth/sign-in?redirect=%2Fcircles',
    });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/circles'));
    expect(body).toEqual({ email: 'ada@example.com', password: 'Secret123' });
  });

  it('shows the translated server error for wrong credentials', async () => {
    server.use(
      http.post(apiPath('/auth/sign-in/email'), () =>
        HttpResponse.json(
          { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' },
          { status: 401 },
        ),
      ),
    );
    const { user, router } = renderWithProviders(<SignInForm />, { route: '/auth/sign-in' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(messages.backend.invalidCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
  });
});
