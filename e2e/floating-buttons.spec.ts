import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMemberSession, getMeByApi } from './fixtures/accounts';
import { scrollWindow, settle, settledOverlaps } from './fixtures/floating-overlap';
import { createMember, createPostByApi, uniqueTag } from './fixtures/members';
import { sameOrigin } from './fixtures/origin';
import { type Browser, devices, expect, expectConsoleError, type Page, test } from './fixtures/test';

/**
 * Issue #54's layout rule: floating buttons (Create post, Amigo) never lie on a control or text of the page, on any
 * page of the member shell, on a phone, a tablet-sized and a 1280x720 window: at the top, mid-scroll and at the end.
 */
type At = 'top' | 'middle' | 'end';
/**
 * Wider than a phone the buttons have gutters: checked at rest too. On a phone they float over the content and
 * step aside while it scrolls down: checked mid-scroll (scrolled down) and at the end.
 */
const screens: { name: string; use: object; at: At[] }[] = [
  {
    name: 'phone 390',
    use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    at: ['middle', 'end'],
  },
  { name: 'tablet 768', use: { viewport: { width: 768, height: 1024 } }, at: ['top', 'middle', 'end'] },
  { name: 'desktop 1280', use: { viewport: { width: 1280, height: 720 } }, at: ['top', 'middle', 'end'] },
];

/** The member shell's pages, read from the built server renderer (the route tree is the one route list). */
async function shellPages() {
  const renderer = path.resolve(import.meta.dirname, '../apps/web/dist/.server/entry-server.js');
  const { routePages } = (await import(pathToFileURL(renderer).href)) as {
    routePages: () => { path: string; area: string }[];
  };
  return routePages()
    .filter((page) => page.area === 'member' || page.path === '/*')
    .map((page) => page.path);
}

/** A member with things to show on every page: posts, a conversation, a listing, the policies' ids. */
async function seed(browser: Browser) {
  const other = await createMember(browser, 'Flora', 'floating');
  const otherMe = await getMeByApi(other.page.request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await createMemberSession(page, { firstName: 'Felix' });
  const request = page.request;
  let postId = '';
  for (let i = 0; i < 14; i++)
    postId = await createPostByApi(
      request,
      `Floating check ${i} ${uniqueTag()} with a line long enough to wrap.`,
    );
  const started = await request.post('/api/messages/conversations', {
    headers: sameOrigin,
    data: { userId: otherMe.userId },
  });
  const conversationId = ((await started.json()) as { id: string }).id;
  for (let i = 0; i < 12; i++)
    await request.post(`/api/messages/conversations/${conversationId}/messages`, {
      headers: sameOrigin,
      data: { body: `Message ${i}: are we still on for Friday?` },
    });
  const listing = await request.post('/api/marketplace/listings', {
    headers: sameOrigin,
    data: {
      title: `Floating lamp ${uniqueTag()}`,
      description: 'Brass desk lamp.',
      category: 'furniture',
      priceCents: 4550,
      currency: 'GBP',
      condition: 'fair',
      location: 'Leeds',
      photos: [],
    },
  });
  const listingId = ((await listing.json()) as { id: string }).id;
  const policies = (await (await request.get('/api/governance/policies')).json()) as
    | { id: string; proposals: { id: string }[] }[]
    | { policies: { id: string; proposals: { id: string }[] }[] };
  const list = Array.isArray(policies) ? policies : policies.policies;
  const policy = list.find((candidate) => candidate.proposals.length > 0) ?? list[0];
  const storageState = await context.storageState();
  await context.close();
  await other.context.close();
  const values: Record<string, string> = {
    conversationId,
    handle: otherMe.userHandle,
    circleId: 'world',
    postId,
    proposalId: policy?.proposals[0]?.id ?? 'none',
    policyId: policy?.id ?? 'none',
    categoryId: 'furniture',
    listingId,
  };
  return { storageState, values };
}

const openable = (pattern: string, values: Record<string, string>) =>
  pattern === '/*'
    ? '/floating/no-such-page'
    : pattern.replace(/:(\w+)/g, (_, key: string) => {
        const value = values[key];
        if (!value) throw new Error(`No value for :${key} in ${pattern}: add one to seed()`);
        return value;
      });

async function checkPage(page: Page, target: string, positions: At[]) {
  await page.goto(target);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  const found: string[] = [];
  for (const at of positions) {
    if (at !== 'top') await scrollWindow(page, at);
    found.push(...(await settledOverlaps(page)).map((overlap) => `${target} (${at}): ${overlap}`));
  }
  return found;
}

test('floating buttons lie on no control or text of any page, at 390, 768 and 1280 px', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  expectConsoleError(/status of 404/);
  expectConsoleError(/status of 403/);
  const { storageState, values } = await seed(browser);
  const patterns = await shellPages();
  expect(patterns).toEqual(
    expect.arrayContaining(['/messages/:conversationId', '/marketplace/listings/:listingId']),
  );
  const found: string[] = [];
  for (const screen of screens) {
    const context = await browser.newContext({ ...screen.use, storageState });
    const page = await context.newPage();
    for (const pattern of patterns)
      found.push(
        ...(await checkPage(page, openable(pattern, values), screen.at)).map(
          (line) => `${screen.name} ${line}`,
        ),
      );
    await context.close();
  }
  expect(found).toEqual([]);
});

test('floating buttons step aside while a composer has focus', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await createMemberSession(page, { firstName: 'Cora' });
  await page.goto('/search');
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 20_000 });
  const create = page.getByRole('button', { name: 'Create post' });
  await settle(page);
  await page.getByRole('main').getByRole('searchbox').first().focus();
  await expect(create).toHaveAttribute('data-floating-hidden', '');
  await context.close();
});
