import {
  buildAccount,
  createMemberSession,
  mailLinkPath,
  signInThroughForm,
  signUpAndVerify,
  signUpByApi,
  waitForHomeAfterProfileSetup,
} from './fixtures/accounts';
import { expect, expectConsoleError, type Page, test } from './fixtures/test';

// SPEC §5 and §8 texts, word for word.
const text = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  firstNameMin: 'First name must be at least 3 characters',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameMin: 'Last name must be at least 3 characters',
  lastNameMax: 'Last name must be less than 50 characters',
  invalidCredentials: 'Invalid email or password. Please try again.',
  notVerified: 'Please verify your email before signing in.',
  checkEmail: 'Please check your email for the verification link.',
  verifying: 'Verifying your email address...',
  verified: (n: number) => `Email verified successfully! Redirecting to sign in page in ${n} seconds...`,
  exactlySix: 'Please select exactly 6 icons',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const iconGrid = (page: Page) => page.getByRole('list', { name: 'Icons' });
const saveProfile = (page: Page) => page.getByRole('button', { name: 'Save Profile' });

async function fillSignUp(
  page: Page,
  values: { firstName: string; lastName: string; email: string; password: string },
) {
  await field(page, 'First name').fill(values.firstName);
  await field(page, 'Last name').fill(values.lastName);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Password').fill(values.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('accounts journey', () => {
  test('from / through the dev mailbox to /home inside the shell', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = buildAccount({ firstName: 'Grace', lastName: 'Hopper' });

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);

    await fillSignUp(page, account);
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByText(text.checkEmail)).toBeVisible();

    // Hold the verification call until its in-progress text has been seen.
    let letVerificationGo = () => {};
    const verificationHeld = new Promise<void>((resolve) => {
      letVerificationGo = resolve;
    });
    await page.route('**/api/auth/verify-email?*', async (route) => {
      await verificationHeld;
      await route.continue();
    });
    const link = await mailLinkPath(request, account.email, 'verify');
    expect(link).toMatch(/^\/auth\/verify-email\?token=.+&type=signup$/);
    await page.goto(link);
    await expect(page.getByText(text.verifying)).toBeVisible();
    letVerificationGo();
    await expect(page.getByText(text.verified(3))).toBeVisible();
    await expect(page.getByText(text.verified(2))).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/, { timeout: 6_000 });

    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/auth\/setup-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByText(text.exactlySix)).toBeVisible();
    await expect(saveProfile(page)).toBeDisabled();

    // Search is case-insensitive and combines with the category filter.
    const search = page.getByRole('searchbox', { name: 'Search icons' });
    await search.fill('CAT');
    await expect(iconGrid(page).getByRole('button', { name: 'cat face', exact: true })).toBeVisible();
    await expect(iconGrid(page).getByRole('button', { name: 'grinning cat', exact: true })).toBeVisible();
    await expect(iconGrid(page).getByRole('button', { name: 'grinning face', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Animals', exact: true }).click();
    await expect(iconGrid(page).getByRole('button', { name: 'cat face', exact: true })).toBeVisible();
    await expect(iconGrid(page).getByRole('button', { name: 'grinning cat', exact: true })).toHaveCount(0);
    await search.fill('');
    await page.getByRole('button', { name: 'Smileys', exact: true }).click();

    const cells = iconGrid(page).getByRole('button');
    // The grid is one Tab stop: arrows move between icons, Enter chooses and chooses again to undo.
    await cells.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(cells.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cells.nth(7)).toBeFocused();
    await expect(cells.nth(7)).toHaveAttribute('tabindex', '0');
    await expect(cells.nth(0)).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Enter');
    await expect(cells.nth(7)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(cells.nth(7)).toHaveAttribute('aria-pressed', 'false');

    const names: string[] = [];
    for (let index = 0; index < 7; index++)
      names.push((await cells.nth(index).getAttribute('aria-label')) ?? '');
    for (let index = 0; index < 6; index++) await cells.nth(index).click();
    await expect(page.getByText('6 of 6 selected')).toBeVisible();
    await expect(page.getByText(text.exactlySix)).toHaveCount(0);
    await expect(saveProfile(page)).toBeEnabled();

    // A seventh icon replaces the sixth.
    await cells.nth(6).click();
    await expect(cells.nth(6)).toHaveAttribute('aria-pressed', 'true');
    await expect(cells.nth(5)).toHaveAttribute('aria-pressed', 'false');
    const securityIcons = page.getByRole('region', { name: 'Security icons' });
    await expect(securityIcons.getByRole('button', { name: `Remove ${names[6]}` })).toBeVisible();
    await expect(securityIcons.getByRole('button', { name: `Remove ${names[5]}` })).toHaveCount(0);

    // Clicking a selected icon deselects it: back to 5, and saving is blocked.
    await cells.nth(0).click();
    await expect(cells.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('5 of 6 selected')).toBeVisible();
    await expect(page.getByText(text.exactlySix)).toBeVisible();
    await expect(saveProfile(page)).toBeDisabled();

    await cells.nth(0).click();
    await expect(saveProfile(page)).toBeEnabled();
    await saveProfile(page).click();
    await expect(page.getByText('Profile saved! Taking you home...')).toBeVisible();
    await waitForHomeAfterProfileSetup(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText('No posts yet')).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: /Grace Hopper/ })).toBeVisible();
    for (const name of ['Home', 'Circles', 'Settings', 'Governance']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Notifications is the dropdown's bell button (its label carries the unread count).
    await expect(sidebar.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create post' })).toBeVisible();
  });
});

test.describe('sign-up', () => {
  test('shows every SPEC §5 message under its own field', async ({ page }) => {
    let signUpCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/sign-up')) signUpCalls += 1;
    });
    await page.goto('/auth/sign-up');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(field(page, 'First name')).toHaveAccessibleDescription(text.firstNameMin);
    await expect(field(page, 'Last name')).toHaveAccessibleDescription(text.lastNameMin);
    await expect(field(page, 'Email')).toHaveAccessibleDescription(text.invalidEmail);
    await expect(field(page, 'Password')).toHaveAccessibleDescription(new RegExp(text.passwordMin));

    // The first-name field shows its own error, never the last name's (SPEC's known defect is not reproduced).
    await field(page, 'First name').fill('Grace');
    await field(page, 'Last name').fill('Ho');
    await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'First name')).toHaveAccessibleDescription('');
    await expect(page.getByText(text.lastNameMin)).toHaveCount(1);
    await expect(field(page, 'Last name')).toHaveAccessibleDescription(text.lastNameMin);

    await field(page, 'First name').fill('x'.repeat(51));
    await field(page, 'Last name').fill('y'.repeat(51));
    await expect(field(page, 'First name')).toHaveAccessibleDescription(text.firstNameMax);
    await expect(field(page, 'Last name')).toHaveAccessibleDescription(text.lastNameMax);

    for (const [password, message] of [
      ['Short1', text.passwordMin],
      ['alllowercase1', text.passwordUpper],
      ['ALLUPPERCASE1', text.passwordLower],
      ['NoDigitsHere', text.passwordNumber],
    ] as const) {
      await field(page, 'Password').fill(password);
      await expect(field(page, 'Password')).toHaveAccessibleDescription(new RegExp(message));
    }
    await field(page, 'Email').fill('not-an-email');
    await expect(field(page, 'Email')).toHaveAccessibleDescription(text.invalidEmail);
    expect(signUpCalls).toBe(0);
  });

  test('answers a known email like a new one and goes on to verify-email', async ({ page, request }) => {
    const existing = await signUpAndVerify(request);
    await page.goto('/auth/sign-up');
    await fillSignUp(page, buildAccount({ email: existing.email }));
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByText(text.checkEmail)).toBeVisible();
  });

  test('shows the fallback when sign-up fails without a message', async ({ page }) => {
    expectConsoleError(/status of 502/); // the failure this test stages
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad gateway' }),
    );
    await page.goto('/auth/sign-up');
    await fillSignUp(page, buildAccount());
    await expect(page.getByRole('alert')).toHaveText('An error occurred during sign up');
  });
});

test.describe('sign-in', () => {
  test('validates, toggles the password and links to reset and sign-up', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription(text.invalidEmail);
    await expect(field(page, 'Password')).toHaveAccessibleDescription(text.passwordRequired);

    await field(page, 'Password').fill('Secret1pass');
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.goto('/auth/sign-in');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });

  test('a wrong password and an unverified email get their SPEC §8 messages', async ({ page, request }) => {
    // The refusals this test asks for: the wrong password (401) and the unverified email (403).
    expectConsoleError(/status of 401/);
    expectConsoleError(/status of 403/);
    const verified = await signUpAndVerify(request);
    await page.goto('/auth/sign-in');
    await signInThroughForm(page, { email: verified.email, password: 'Wrong1password' });
    await expect(page.getByRole('alert')).toHaveText(text.invalidCredentials);

    const unverified = await signUpByApi(request);
    await signInThroughForm(page, unverified);
    await expect(page.getByRole('alert')).toHaveText(text.notVerified);
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  test('rate limiting shows the SPEC §8 message', async ({ page }) => {
    expectConsoleError(/status of 429/); // the limit this test stages
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests' }),
      }),
    );
    await page.goto('/auth/sign-in');
    await signInThroughForm(page, { email: 'someone@example.com', password: 'Whatever1x' });
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please try again later.');
  });
});

test.describe('verify-email', () => {
  test('without a token asks to check the mail; a bad token fails with a way back', async ({ page }) => {
    expectConsoleError(/status of 401/); // the bad token's refusal
    await page.goto('/auth/verify-email');
    await expect(page.getByText(text.checkEmail)).toBeVisible();

    await page.goto('/auth/verify-email?token=not-a-real-token&type=signup');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText(text.verified(3))).toHaveCount(0);
    await page.getByRole('link', { name: 'Return to Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});

test.describe('password reset', () => {
  test('mails a link that sets a new password, which then signs in', async ({ page, request }) => {
    const account = await signUpAndVerify(request);
    await page.goto('/auth/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription(text.invalidEmail);
    await field(page, 'Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);

    const link = await mailLinkPath(request, account.email, 'reset');
    expect(link).toMatch(/^\/auth\/reset-password\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await field(page, 'New password').fill('weakpass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(field(page, 'New password')).toHaveAccessibleDescription(new RegExp(text.passwordUpper));
    await field(page, 'New password').fill('Brand9newpass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();

    expectConsoleError(/status of 401/); // the old password, refused on purpose
    await signInThroughForm(page, account);
    await expect(page.getByRole('alert')).toHaveText(text.invalidCredentials);
    await signInThroughForm(page, { email: account.email, password: 'Brand9newpass' });
    // Signed in; the profile is not complete yet, so the guard sends the member to set it up.
    await expect(page).toHaveURL(/\/auth\/setup-profile$/);
  });

  test('an unknown or used link says so and offers a new one', async ({ page }) => {
    expectConsoleError(/status of 400/); // the unknown link's refusal
    await page.goto('/auth/reset-password?token=not-a-real-token');
    await field(page, 'New password').fill('Brand9newpass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });
});

test.describe('route guard', () => {
  test('a signed-out visit to /circles goes to sign-in and returns to /circles after it', async ({
    page,
    request,
  }) => {
    // The member is created in a separate request context: the page itself stays signed out.
    const { account } = await createMemberSession(request);
    await page.goto('/circles');
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fcircles$/);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/circles$/);
  });

  test('a crafted redirect to another site is ignored', async ({ page, request }) => {
    const { account } = await createMemberSession(request);
    await page.goto('/auth/sign-in?redirect=//evil.example/steal');
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/localhost:\d+\/home$/);
  });

  test('an incomplete profile is sent to setup from any member path', async ({ page }) => {
    await createMemberSession(page, { completeProfile: false });
    for (const path of ['/home', '/governance', '/circles']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/setup-profile$/);
    }
  });

  test('setup-profile needs a session; a signed-in member skips sign-in', async ({ page }) => {
    await page.goto('/auth/setup-profile');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await createMemberSession(page);
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('member pages each have a heading (nothing 404s)', async ({ page }) => {
    const { me } = await createMemberSession(page);
    for (const [path, heading] of [
      ['/notifications', 'Notifications'],
      ['/settings', 'Settings'],
      ['/governance', 'Platform Governance'],
      ['/marketplace', 'Marketplace'],
      // The profile's heading is the member's own name.
      ['/profile', me.fullName],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('sign-out', () => {
  test('ends the session, clears local member data and lands on /', async ({ page }) => {
    // Known leftover (issue #41): calls the member shell still had on their way when the session ended are
    // refused (401) as the page leaves for /.
    expectConsoleError(/status of 401/);
    await createMemberSession(page);
    await page.goto('/home');
    await page.evaluate(() => {
      localStorage.setItem('circles-wall', '[]');
      localStorage.setItem('circles-theme', JSON.stringify({ state: { mode: 'dark' }, version: 0 }));
    });
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      wall: localStorage.getItem('circles-wall'),
      theme: localStorage.getItem('circles-theme'),
      profile: localStorage.getItem('circles-profile'),
    }));
    expect(stored).toEqual({ wall: null, theme: null, profile: null });

    await page.goto('/home');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });
});

test.describe('member shell on a large screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Amigo shows a tip for each screen; send is disabled until something is typed', async ({ page }) => {
    await createMemberSession(page);
    await page.goto('/governance');
    const amigo = page.getByRole('complementary', { name: 'Amigo' });
    await expect(amigo).toContainText('AI Governance policies');
    const send = amigo.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await amigo.getByRole('textbox', { name: 'Message Amigo' }).fill('How do votes work?');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(amigo.getByText('How do votes work?')).toBeVisible();
    await expect(amigo.getByText(/choose Support or Oppose/)).toBeVisible();
    await expect(send).toBeDisabled();

    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(amigo).toContainText('Your feed');
  });
});

test.describe('member shell on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  });

  test('the top bar menu opens full screen, lists its entries and navigates', async ({ page }) => {
    const { me } = await createMemberSession(page);
    await page.goto('/home');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: `${me.fullName}, your profile` })).toBeVisible();
    await expect(topBar.getByRole('button', { name: /^Notifications/ })).toBeVisible();

    await topBar.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Circles', 'Marketplace', 'Notifications', 'Settings', 'Governance']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const myCircles = menu.getByRole('button', { name: 'My Circles' });
    await expect(myCircles).toHaveAttribute('aria-expanded', 'false');
    await myCircles.click();
    await expect(myCircles).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await menu.getByRole('link', { name: 'Governance', exact: true }).click();
    await expect(page).toHaveURL(/\/governance$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Governance' })).toBeVisible();

    // Amigo is a floating button here, opening a sheet.
    await page.getByRole('button', { name: 'Open Amigo' }).click();
    await expect(page.getByRole('dialog')).toContainText('AI Governance policies');
    await page.getByRole('button', { name: 'Close Amigo' }).click();

    await topBar.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // The menu's focus trap and scroll lock are gone: the public page works.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Create Account' })).toBeVisible();
  });
});
