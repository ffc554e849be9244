import { createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';
import { expect, test } from './fixtures/test';

// Search (issue 18): the shell's box, people (typos forgiven), circles and posts, only what the viewer may see.

test('a member finds people, circles and posts from the shell, and nothing private', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const { me } = await createMemberSession(author, { firstName: 'Quillon', lastName: 'Marsh' });
  const circle = await author.request.post('/api/circles', {
    data: { name: `Lighthouse Keepers ${tag}`.slice(0, 50), type: 'public' },
  });
  const circleId = ((await circle.json()) as { id: string }).id;
  const hidden = await author.request.post('/api/circles', {
    data: { name: `Lighthouse Secret ${tag}`.slice(0, 50), type: 'private' },
  });
  const hiddenId = ((await hidden.json()) as { id: string }).id;
  await createPostByApi(author.request, `Foghorn drill at dawn ${tag}`, circleId);
  await createPostByApi(author.request, `Foghorn secret plans ${tag}`, hiddenId);
  await authorContext.close();

  await createMemberSession(page, { firstName: 'Seeker' });
  await page.goto('/home');
  const box = page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('searchbox', { name: 'Search people, circles and posts' });
  await box.fill('Quilon Marsh');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Quilon\+Marsh|\/search\?q=Quilon%20Marsh/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const people = page.getByRole('list', { name: 'People' });
  await expect(
    people.getByRole('link', { name: new RegExp(`Quillon Marsh.*@${me.userHandle}`) }),
  ).toBeVisible();

  // Typing on the page searches again; the tabs move with the arrow keys and keep their place in the URL.
  const field = page.getByRole('searchbox', { name: 'Search', exact: true });
  await field.fill(`Lighthouse ${tag}`);
  const tabs = page.getByRole('tablist', { name: 'Search results' });
  await tabs.getByRole('tab', { name: 'People' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Circles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=circles/);
  const circles = page.getByRole('list', { name: 'Circles' });
  await expect(circles.getByText(`Lighthouse Keepers ${tag}`.slice(0, 50))).toBeVisible();
  await expect(page.getByText(`Lighthouse Secret ${tag}`.slice(0, 50))).toHaveCount(0);

  await field.fill(`foghorn ${tag}`);
  await tabs.getByRole('tab', { name: 'Posts' }).click();
  const found = page.getByRole('article').filter({ hasText: 'Foghorn drill at dawn' });
  await expect(found).toBeVisible();
  await expect(page.getByText('Foghorn secret plans')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  await field.fill(`nothingmatches${tag}`);
  await expect(page.getByText(`No posts match “nothingmatches${tag}”.`)).toBeVisible();
  // The person opens from the results.
  await field.fill('Quillon');
  await tabs.getByRole('tab', { name: 'People' }).click();
  await people.getByRole('link', { name: /Quillon Marsh/ }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${me.userHandle}$`));
});

test('on a phone the top bar opens search', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await createMemberSession(page, { firstName: 'Pia' });
  await page.goto('/home');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeFocused();
  await expect(page.getByText('Type a name, a circle or a few words to start.')).toBeVisible();
  await context.close();
});
