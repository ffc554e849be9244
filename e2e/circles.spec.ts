import { createMember, createPostByApi, uniqueTag } from './fixtures/members';
import { expect, expectConsoleError, type Page, test } from './fixtures/test';

// Circles (issue 4): create, invite, accept, deny, share, and keep private circles private.

/** The sidebar groups are lists named by their titles. */
const navList = (page: Page, title: 'Invitations' | 'Personal' | 'My Circles') =>
  page.getByRole('list', { name: title, exact: true });

async function createCircleInUi(page: Page, name: string, type: 'Public' | 'Private') {
  await page.getByRole('button', { name: 'Create circle', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Circle' });
  await dialog.getByLabel('Circle type').click();
  await page.getByRole('option', { name: type }).click();
  await dialog.getByLabel('Circle name').fill(name);
  await dialog.getByRole('button', { name: 'Create Circle', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test.describe('circles', () => {
  test('two members build a private circle; an outsider learns nothing; the link can be shared', async ({
    browser,
    baseURL,
  }) => {
    // The outsider's 'Circle not found' answers (404) are what this test checks.
    expectConsoleError(/status of 404/);
    test.setTimeout(120_000);
    const owner = await createMember(browser, 'Olivia', 'circles');
    const invitee = await createMember(browser, 'Isaac', 'circles');
    const outsider = await createMember(browser, 'Oscar', 'circles');
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const circleName = `Book Club ${uniqueTag()}`;

    // The owner creates a private circle from the sidebar and lands on its page.
    await owner.page.goto('/circles');
    const circleId = await createCircleInUi(owner.page, circleName, 'Private');
    await expect(owner.page).toHaveURL(new RegExp(`/circles/${circleId}$`));
    await expect(owner.page.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(navList(owner.page, 'My Circles').getByRole('link', { name: circleName })).toBeVisible();

    // Invite by email: an unknown address is reported, the invitee's address is accepted.
    await owner.page.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = owner.page.getByRole('dialog', { name: `Invite to ${circleName}` });
    const send = invite.getByRole('button', { name: 'Send', exact: true });
    const sendInvites = invite.getByRole('button', { name: 'Send Invites' });
    await expect(send).toBeDisabled();
    await expect(sendInvites).toBeDisabled();
    const unknown = `nobody-${uniqueTag()}@example.com`;
    await invite.getByLabel('Invite by email').fill(unknown);
    await expect(sendInvites).toBeEnabled();
    await send.click();
    await expect(invite.getByRole('alert')).toHaveText(`User not found by email: '${unknown}'`);
    await invite.getByLabel('Invite by email').fill(invitee.email);
    await send.click();
    await expect(invite).toBeHidden();
    await expect(owner.page.getByText('Invitation sent')).toBeVisible();

    // The invitee finds the invitation in the sidebar, opens the circle and accepts with Join.
    await invitee.page.goto('/circles');
    await expect(navList(invitee.page, 'My Circles').getByRole('link', { name: circleName })).toHaveCount(0);
    await navList(invitee.page, 'Invitations').getByRole('link', { name: circleName }).click();
    await expect(invitee.page).toHaveURL(new RegExp(`/circles/${circleId}$`));
    await expect(invitee.page.getByRole('heading', { level: 1, name: circleName })).toBeVisible();
    await expect(invitee.page.getByRole('button', { name: 'Deny' })).toBeVisible();
    await invitee.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(invitee.page.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(navList(invitee.page, 'My Circles').getByRole('link', { name: circleName })).toBeVisible();
    await expect(navList(invitee.page, 'Invitations')).toHaveCount(0);

    // Both see the circle in My Circles, and the member strip shows both of them.
    await owner.page.reload();
    await expect(navList(owner.page, 'My Circles').getByRole('link', { name: circleName })).toBeVisible();
    const members = owner.page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members).toContainText(invitee.fullName);

    // An outsider with the link sees only the header and may ask to join (issue #17): no members, no posts.
    await outsider.page.goto(`/circles/${circleId}`);
    await expect(outsider.page.getByRole('heading', { level: 1, name: circleName })).toBeVisible();
    await expect(outsider.page.getByRole('button', { name: 'Ask to join' })).toBeVisible();
    await expect(outsider.page.getByRole('region', { name: 'Members' })).toHaveCount(0);
    // A circle that does not exist is still not found.
    await outsider.page.goto(`/circles/${crypto.randomUUID()}`);
    await expect(outsider.page.getByRole('heading', { level: 1, name: 'Circle not found' })).toBeVisible();
    await outsider.page.getByRole('link', { name: 'Browse Circles' }).click();
    await expect(outsider.page).toHaveURL(/\/circles$/);

    // Share: the read-only link, copied to the clipboard, with 'Copied!' for about 2 seconds.
    await owner.page.getByRole('button', { name: 'Share' }).click();
    const share = owner.page.getByRole('dialog', { name: `Share ${circleName}` });
    const link = `${baseURL}/circles/${circleId}`;
    await expect(share.getByLabel('Circle link')).toHaveValue(link);
    await share.getByRole('button', { name: 'Copy' }).click();
    await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(share.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4_000 });
    await owner.page.keyboard.press('Escape');

    // Now connected, the invitee is offered in the invite list of the owner's next circle; Deny declines.
    const secondName = `Garden Plot ${uniqueTag()}`;
    const secondId = await createCircleInUi(owner.page, secondName, 'Private');
    await owner.page.getByRole('button', { name: 'Invite', exact: true }).click();
    const secondInvite = owner.page.getByRole('dialog', { name: `Invite to ${secondName}` });
    const search = secondInvite.getByRole('searchbox', { name: 'Search connections' });
    const inviteeRow = secondInvite.getByRole('checkbox', { name: invitee.fullName });
    await expect(inviteeRow).toBeVisible();
    await search.fill('zzz-nobody');
    await expect(secondInvite.getByText('No connections match')).toBeVisible();
    await search.fill(invitee.fullName.toUpperCase().slice(0, 4));
    await inviteeRow.check();
    await secondInvite.getByRole('button', { name: 'Send Invites' }).click();
    await expect(secondInvite).toBeHidden();

    await invitee.page.goto(`/circles/${secondId}`);
    await invitee.page.getByRole('button', { name: 'Deny' }).click();
    await expect(invitee.page).toHaveURL(/\/circles$/);
    await expect(invitee.page.getByRole('link', { name: secondName })).toHaveCount(0);
    await invitee.page.goto(`/circles/${secondId}`);
    await expect(invitee.page.getByRole('button', { name: 'Ask to join' })).toBeVisible();
    await expect(invitee.page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);

    await Promise.all([owner.context.close(), invitee.context.close(), outsider.context.close()]);
  });

  test('create circle validates the type and name as the member types', async ({ browser }) => {
    const member = await createMember(browser, 'Valerie', 'circles');
    const { page } = member;
    await page.goto('/circles');
    await page.getByRole('button', { name: 'Create circle', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Circle' });
    const name = dialog.getByLabel('Circle name');
    const submit = dialog.getByRole('button', { name: 'Create Circle', exact: true });
    const counter = dialog.getByText(/characters? remaining$/);
    const colour = () => counter.evaluate((element) => getComputedStyle(element).color);

    await expect(submit).toBeDisabled();
    await expect(counter).toHaveText('50 characters remaining');
    await expect(counter).toHaveAttribute('data-level', 'ok');
    const okColour = await colour();

    // A name without a type, and a type with a blank name, both keep submit disabled.
    await name.fill('Weekend Hikers');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Circle type').click();
    await page.getByRole('option', { name: 'Public' }).click();
    await expect(submit).toBeEnabled();
    await name.fill('   ');
    await expect(submit).toBeDisabled();

    // Yellow at 30 or fewer remaining, red at 15 or fewer.
    await name.fill('a'.repeat(19));
    await expect(counter).toHaveText('31 characters remaining');
    await expect(counter).toHaveAttribute('data-level', 'ok');
    await name.fill('a'.repeat(20));
    await expect(counter).toHaveText('30 characters remaining');
    await expect(counter).toHaveAttribute('data-level', 'warning');
    const warningColour = await colour();
    await name.fill('a'.repeat(35));
    await expect(counter).toHaveAttribute('data-level', 'danger');
    const dangerColour = await colour();
    expect(new Set([okColour, warningColour, dangerColour]).size).toBe(3);

    // The 51st character is cut off.
    await name.fill('b'.repeat(50));
    await name.press('End');
    await name.pressSequentially('c');
    await expect(name).toHaveValue('b'.repeat(50));
    await expect(counter).toHaveText('0 characters remaining');
    await expect(submit).toBeEnabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Create circle', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Create Circle' }).getByLabel('Circle name')).toHaveValue(
      '',
    );
    await member.context.close();
  });

  test('world shows Default; Favorites has its own page', async ({ browser }) => {
    const member = await createMember(browser, 'Wendy', 'circles');
    const { page } = member;

    await page.goto('/circles/world');
    await expect(page.getByRole('heading', { level: 1, name: 'World' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Default' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Leave' })).toHaveCount(0);

    await page.goto('/circles');
    await expect(page.getByRole('list', { name: 'Your Circles' })).toContainText('World');

    await navList(page, 'Personal').getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/circles\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByText('No saved items yet')).toBeVisible();
    await member.context.close();
  });

  test('trending and big circles are real: ranked by the server, sorted, opened, joined and searched', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await createMember(browser, 'Trent', 'circles');
    const fans = [
      await createMember(browser, 'Fay', 'circles'),
      await createMember(browser, 'Finn', 'circles'),
    ];
    const newcomer = await createMember(browser, 'Nina', 'circles');
    const tag = uniqueTag();
    const busy = `Busy ${tag}`;
    const crowded = `Crowded ${tag}`;
    const makeCircle = async (name: string) => {
      const response = await owner.page.request.post('/api/circles', { data: { name, type: 'public' } });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const busyId = await makeCircle(busy);
    const crowdedId = await makeCircle(crowded);
    for (const fan of fans) {
      expect((await fan.page.request.post(`/api/circles/${crowdedId}/join`)).status()).toBe(200);
    }
    for (let index = 0; index < 12; index += 1) await createPostByApi(owner, `Busy post ${index}`, busyId);
    for (let index = 0; index < 8; index += 1)
      await createPostByApi(owner, `Crowded post ${index}`, crowdedId);

    const { page } = newcomer;
    await page.goto('/circles');
    const trending = page.getByRole('list', { name: 'Trending Circles' });
    const trendingNames = trending.getByRole('heading');
    await expect(trending.getByRole('heading', { name: busy })).toBeVisible();
    await expect(trending.getByRole('heading', { name: crowded })).toBeVisible();
    // Issue 41: Big Circles shows what Trending does not, so the crowded circle (busy this week too) is not repeated.
    await expect(
      page.getByRole('list', { name: 'Big Circles' }).getByRole('heading', { name: crowded }),
    ).toHaveCount(0);
    const orderOf = async () => {
      const names = await trendingNames.allTextContents();
      return names.indexOf(busy) < names.indexOf(crowded) ? 'busy first' : 'crowded first';
    };
    await expect.poll(orderOf).toBe('busy first');
    await expect(trending).toContainText('12 posts this week');

    await page.getByLabel('Sort by').click();
    await page.getByRole('option', { name: 'Size' }).click();
    await expect.poll(orderOf).toBe('crowded first');
    await expect(page).toHaveURL(/sort=size/);

    // Join from the card, then open the circle from it.
    await trending.getByRole('button', { name: `Join ${busy}` }).click();
    await expect(trending.getByRole('listitem').filter({ hasText: busy })).toContainText('Joined');
    await expect(page.getByRole('list', { name: 'Your Circles' })).toContainText(busy);
    await trending.getByRole('link', { name: crowded }).click();
    await expect(page.getByRole('heading', { level: 1, name: crowded })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();

    // Search by name, case-insensitively; the trending and big lists step aside meanwhile.
    await page.goto('/circles');
    await page.getByRole('searchbox', { name: 'Search circles' }).fill(tag.toUpperCase());
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('heading')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Trending Circles' })).toHaveCount(0);
    // Nothing contains these letters, and no name is close to them either (a typo would find its circle).
    await page.getByRole('searchbox', { name: 'Search circles' }).fill('qxzqxz');
    await expect(page.getByText('No circles match “qxzqxz”.')).toBeVisible();
    for (const member of [owner, ...fans, newcomer]) await member.context.close();
  });
});
