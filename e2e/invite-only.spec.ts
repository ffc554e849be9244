import { inviteOnlyMessages } from '@circles/contracts';
import { expect, test } from './fixtures/test';

// Issue #41 item 9: `/` and /auth/sign-up follow INVITE_ONLY. The E2E server runs with the default (off); the
// mode itself is tested on the server (auth/invite-only.test.ts) and in the pages' component tests.
test('with INVITE_ONLY off, `/` does not claim to be invite only and leads to an open sign-up', async ({
  page,
}) => {
  expect((await (await page.request.get('/api/auth/sign-up-policy')).json()).inviteOnly).toBe(false);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
  const open = page.getByRole('link', { name: 'Sign-ups are open: create your account' });
  await expect(open).toBeVisible();
  await expect(page.getByText(inviteOnlyMessages.badge)).toBeHidden();
  await expect(page.getByText(/Create your account today, or join the waitlist/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Join/ })).toBeVisible();

  await open.click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText(inviteOnlyMessages.signUpClosed)).toHaveCount(0);
});
