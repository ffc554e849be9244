import { accountMessages, passkeyMessages } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInWithPasskey } from '../../../api/passkeys/sign-in-with-passkey';
import { meQueryKey } from '../../../lib/session';
import { buildMe } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { DeleteAccountDialog } from './delete-account-dialog';

// The WebAuthn ceremony needs a real authenticator (E2E has one); here it answers as the test says.
vi.mock('../../../api/passkeys/sign-in-with-passkey', () => ({ signInWithPasskey: vi.fn() }));

const passkeyList = (count: number) =>
  http.get(apiPath('/auth/passkey/list-user-passkeys'), () =>
    HttpResponse.json(
      Array.from({ length: count }, (_, index) => ({
        id: `pk-${index}`,
        name: 'Laptop',
        deviceType: 'singleDevice',
        backedUp: false,
      })),
    ),
  );

/** The open dialog, once its form's code has loaded. */
async function openedDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await within(dialog).findByLabelText('Password');
  return dialog;
}

const renderDialog = () =>
  renderWithProviders(<DeleteAccountDialog open onOpenChange={() => undefined} />, { route: '/settings' });

describe('DeleteAccountDialog', () => {
  it('asks for the password before sending anything', async () => {
    let calls = 0;
    server.use(
      passkeyList(0),
      http.post(apiPath('/me/deletion'), () => {
        calls += 1;
        return HttpResponse.json({ deleteAfter: '2026-02-01T00:00:00.000Z' });
      }),
    );
    const { user } = renderDialog();
    const dialog = await openedDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(accountMessages.passwordRequired);
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('schedules the deletion with the password, then leaves for the home page and says when', async () => {
    let body: unknown;
    server.use(
      passkeyList(0),
      http.post(apiPath('/me/deletion'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ deleteAfter: '2026-02-01T12:00:00.000Z' });
      }),
    );
    const { user, router } = renderDialog();
    const dialog = await openedDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({ password: 'Secret123' });
    const date = new Date('2026-02-01T12:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'long' });
    expect(
      await screen.findByText(`Your account will be deleted on ${date}. Sign in before then to keep it.`),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal under the password and lets the member try again", async () => {
    server.use(
      passkeyList(0),
      http.post(apiPath('/me/deletion'), () => apiError(403, accountMessages.wrongPassword)),
    );
    const { user, router } = renderDialog();
    const dialog = await openedDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong1234');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(accountMessages.wrongPassword);
    expect(within(dialog).getByLabelText('Password')).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('offers a passkey only to members who have one, and refuses a passkey of another account', async () => {
    server.use(passkeyList(1));
    vi.mocked(signInWithPasskey).mockResolvedValue({ user: { id: 'someone-else' } });
    const { user, router } = renderDialog();
    const dialog = await openedDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm with a passkey instead' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(passkeyMessages.otherAccount);
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("deletes with the member's own passkey, without the password", async () => {
    let body: unknown;
    server.use(
      passkeyList(1),
      http.post(apiPath('/me/deletion'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ deleteAfter: '2026-02-01T12:00:00.000Z' });
      }),
    );
    vi.mocked(signInWithPasskey).mockResolvedValue({ user: { id: buildMe().userId } });
    const { user, router, queryClient } = renderDialog();
    // The app knows the signed-in member before Settings opens; the check compares against it.
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeTruthy());
    await user.click(await screen.findByRole('button', { name: 'Confirm with a passkey instead' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({ confirmedWith: 'passkey' });
  });

  it('has no passkey button for a member without passkeys', async () => {
    server.use(passkeyList(0));
    const view = renderDialog();
    await openedDialog();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Confirm with a passkey instead' })).not.toBeInTheDocument();
  });
});
