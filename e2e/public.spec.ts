import { consoleWarnings, expect, expectConsoleError, type Page, test } from './fixtures/test';

// Motion on, as most members have it (the E2E config asks for reduced motion): the animated canvases run here.
test.use({ reducedMotion: 'no-preference' });

const waitlist = {
  invalidEmail: 'Please enter a valid email address',
  duplicate: 'This email is already on the waitlist',
  success: "Thanks for joining our waitlist! We'll notify you when the product is ready.",
  fallback: 'An error occurred',
};

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const emailField = (page: Page) => page.getByLabel('Email address');
const joinButton = (page: Page) => page.getByRole('button', { name: 'Join Waitlist' });

async function joinWaitlist(page: Page, email: string) {
  await emailField(page).fill(email);
  await joinButton(page).click();
}

test.describe('public pages', () => {
  test('home shows Coming Soon with the waitlist form', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    await expect(emailField(page)).toBeVisible();
    await expect(joinButton(page)).toBeEnabled();
  });

  test('landing shows the headline and Learn More leads to the story', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Expand your circles' })).toBeVisible();
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/story$/);
  });

  test('story shows the three statements and Close returns to the landing page', async ({ page }) => {
    await page.goto('/story');
    const statements = page.getByRole('listitem');
    await expect(statements).toHaveCount(3);
    await expect(statements.nth(0)).toContainText(/reimagining social networks/i);
    await expect(statements.nth(1)).toContainText(/first social network for real people/i);
    await expect(statements.nth(1)).toContainText('KYC verification');
    await expect(statements.nth(2)).toContainText(/create and join circles/i);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('pricing shows Basic for free and Verified Identity at $7 per month', async ({ page }) => {
    await page.goto('/pricing');
    const basic = page.getByRole('region', { name: 'Basic' });
    const verified = page.getByRole('region', { name: 'Verified Identity' });
    await expect(basic).toContainText('Free');
    await expect(basic).toContainText('Join circles');
    await expect(basic).toContainText('Basic profile features');
    await expect(verified).toContainText('$7');
    await expect(verified).toContainText('per month');
    await expect(verified).toContainText('Verified badge');
    await expect(verified).toContainText('Passkey authentication');
  });

  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/help', 'Help Center'],
    ['/contact', 'Contact'],
    ['/careers', 'Careers'],
    ['/blog', 'Blog'],
  ] as const) {
    test(`footer page ${path} shows its title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('404 - Page not found')).toHaveCount(0);
    });
  }

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    // The document itself answers 404, which the browser logs.
    expectConsoleError(/status of 404/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 - Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('header and footer', () => {
  test('Sign In opens a dialog whose Sign In button goes to /auth/sign-in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the dialog’s Create Account button goes to /auth/sign-up', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });

  test('the dialog closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('Sign Up goes to /pricing', async ({ page }) => {
    await page.goto('/landing');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the logo links home', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('link', { name: 'Circles' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer links every info page and shows the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Help', '/help'],
      ['Contact', '/contact'],
      ['Careers', '/careers'],
      ['Blog', '/blog'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} Circles. All rights reserved.`);
  });
});

test.describe('waitlist', () => {
  test('joining shows Joining... while sending, then the success message and a disabled form', async ({
    page,
  }) => {
    // Hold the request so the in-flight state can be seen, then let it through to the real server.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/waitlist', async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/');
    await joinWaitlist(page, uniqueEmail());
    const pending = page.getByRole('button', { name: 'Joining...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();

    await expect(page.getByRole('status')).toHaveText(waitlist.success);
    await expect(emailField(page)).toBeDisabled();
    await expect(joinButton(page)).toBeDisabled();
  });

  test('joining twice with one email shows the duplicate message', async ({ page }) => {
    expectConsoleError(/status of 409/); // the duplicate this test submits
    const email = uniqueEmail();
    await page.goto('/');
    await joinWaitlist(page, email);
    await expect(page.getByRole('status')).toHaveText(waitlist.success);

    await page.reload();
    await joinWaitlist(page, email.toUpperCase());
    await expect(page.getByRole('alert')).toHaveText(waitlist.duplicate);
    await expect(emailField(page)).toBeEnabled();
  });

  test('an invalid address is refused inline without calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/waitlist')) calls += 1;
    });
    await page.goto('/');
    await joinWaitlist(page, 'not-an-email');
    await expect(page.getByText(waitlist.invalidEmail)).toBeVisible();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAccessibleDescription(waitlist.invalidEmail);
    expect(calls).toBe(0);

    // Fixing the address clears the message as you type.
    await emailField(page).fill(uniqueEmail());
    await expect(page.getByText(waitlist.invalidEmail)).toHaveCount(0);
  });

  test('a server error without a message shows the fallback text', async ({ page }) => {
    expectConsoleError(/status of 502/); // the failure this test stages
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/');
    await joinWaitlist(page, uniqueEmail());
    await expect(page.getByRole('alert')).toHaveText(waitlist.fallback);
    await expect(joinButton(page)).toBeEnabled();
  });
});

test('the home page fits a 390px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
  // Evaluated as text: the e2e tsconfig has no DOM types.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('theme', () => {
  test('in system mode the page follows the colour-scheme preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test('a saved dark choice wins over a light system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // Passed as text: the e2e tsconfig has no DOM types.
    const savedDark = JSON.stringify({ state: { mode: 'dark' }, version: 0 });
    await page.addInitScript(`localStorage.setItem('circles-theme', ${JSON.stringify(savedDark)})`);
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('pages rendered at build time', () => {
  const rendered: [string, string][] = [
    ['/', 'Coming Soon'],
    ['/landing', 'Expand your circles'],
    ['/story', "Why we're building Circles"],
    ['/auth/sign-in', 'Welcome back'],
    ['/auth/sign-up', 'Create your account'],
    ['/auth/reset-password', 'Reset your password'],
  ];

  test('arrive with their content and are taken over by the app without a hydration error', async ({
    page,
    request,
  }) => {
    const errors = consoleWarnings(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [path, heading] of rendered) {
        const html = await (await request.get(path)).text();
        // Drawn by React at build time (build/prerender-public.ts), with the state the app hydrates from.
        expect(html, path).toContain('<script type="application/json" id="document-state">');
        expect(html.replaceAll('&#x27;', "'"), path).toContain(heading);
        await page.goto(path);
        // Taken over, not rendered a second time beside the build's markup.
        await expect(page.locator('#root h1, #root h2')).toHaveCount(html.match(/<h[12][ >]/g)?.length ?? 0);
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      }
    }
    expect(errors).toEqual([]);
  });

  test("the app's scripts, as served, start with V8's compile hint (build/compile-hints.ts)", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const scripts = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+)"/g,
      ),
    ].map((match) => match[1] as string);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of new Set(scripts)) {
      const response = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect((await response.text()).split('\n')[0], script).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  test('a query gets the page drawn for the request (a reset link shows the new-password form)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/auth/reset-password?token=abc')).text();
    expect(html).toContain('<script type="application/json" id="document-state">');
    expect(html).toContain('New password');
    await page.goto('/auth/reset-password?token=abc');
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  });
});
