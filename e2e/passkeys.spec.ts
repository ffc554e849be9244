import { createMemberSession } from './fixtures/accounts';
import { expect, expectConsoleError, type Page, test } from './fixtures/test';

// Passkeys (issue #18): added in /settings, used on /auth/sign-in and to confirm an account deletion, through
// Chromium's virtual authenticator (DevTools' WebAuthn domain) in place of a fingerprint or a security key.

async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const passkeys = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

async function addPasskey(page: Page) {
  await page.goto('/settings');
  await expect(passkeys(page).getByText('No passkeys yet.')).toBeVisible();
  await passkeys(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. You can sign in with it now.')).toBeVisible();
  // Named after the browser and system it was made on.
  const listed = passkeys(page).getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveText(/^Chrome on \w+\s*Added/);
}

async function signOutHere(page: Page) {
  await page.context().clearCookies();
  expect((await page.request.get('/api/me')).status()).toBe(401);
}

test.describe('passkeys', () => {
  test('a member adds a passkey, signs in with it, removes it, and then it signs nobody in', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);
    const { me } = await createMemberSession(page, { firstName: 'Paz' });
    await addPasskey(page);

    await signOutHere(page);
    await page.goto('/auth/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const signedIn = await page.request.get('/api/me');
    expect(signedIn.status()).toBe(200);
    expect((await signedIn.json()).userId).toBe(me.userId);

    await page.goto('/settings');
    await passkeys(page)
      .getByRole('button', { name: /^Remove passkey Chrome on/ })
      .click();
    await passkeys(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(passkeys(page).getByText('No passkeys yet.')).toBeVisible();

    // The authenticator still holds the credential, but the account no longer accepts it: the refusal (401) is
    // what this test provokes.
    expectConsoleError(/status of 401/);
    await signOutHere(page);
    await page.goto('/auth/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByText('This passkey is not on any Circles account. Sign in with your password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('a passkey confirms deleting the account instead of the password', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await createMemberSession(page, { firstName: 'Quin' });
    await addPasskey(page);

    await page
      .getByRole('region', { name: 'Your data' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Confirm with a passkey instead' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText(/Your account will be deleted on .+ Sign in before then to keep it\./),
    ).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});
