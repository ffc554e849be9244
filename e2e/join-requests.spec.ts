import { createMember, createPostByApi, uniqueTag } from './fixtures/members';
import { sameOrigin } from './fixtures/origin';
import { expect, test } from './fixtures/test';

// Join requests for private circles (issue #17): ask with the link, the owner approves on the circle page.

test.describe('join requests', () => {
  test('a member asks to join a private circle by its link; the owner approves; the posts appear', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await createMember(browser, 'Ada', 'join');
    const asker = await createMember(browser, 'Ben', 'join');
    const circleName = `Night Owls ${uniqueTag()}`;
    const created = await owner.page.request.post('/api/circles', {
      data: { name: circleName, type: 'private' },
      headers: sameOrigin,
    });
    expect(created.status()).toBe(201);
    const circleId = ((await created.json()) as { id: string }).id;
    const secret = `Members only ${uniqueTag()}`;
    await createPostByApi(owner, secret, circleId);

    // B opens the link: the header, never the posts or members.
    await asker.page.goto(`/circles/${circleId}`);
    await expect(asker.page.getByRole('heading', { level: 1, name: circleName })).toBeVisible();
    await expect(asker.page.getByText(secret)).toHaveCount(0);
    await expect(asker.page.getByRole('region', { name: 'Members' })).toHaveCount(0);
    await expect(asker.page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);

    // B asks, with a message.
    await asker.page.getByRole('button', { name: 'Ask to join' }).click();
    const dialog = asker.page.getByRole('dialog', { name: `Ask to join ${circleName}` });
    await dialog.getByLabel('Message (optional)').fill('I read at night too');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(asker.page.getByText('Request pending', { exact: true })).toBeVisible();
    await expect(asker.page.getByRole('button', { name: 'Withdraw' })).toBeVisible();

    // A sees the request on the circle page and approves it.
    await owner.page.goto(`/circles/${circleId}`);
    const requests = owner.page.getByRole('region', { name: /Requests to join/ });
    const request = requests.getByRole('listitem', { name: `Request from ${asker.fullName}` });
    await expect(request).toContainText('I read at night too');
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(owner.page.getByText(`${asker.fullName} is now a member`)).toBeVisible();
    await expect(requests).toHaveCount(0);
    await expect(owner.page.getByRole('region', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);

    // B now sees the circle's posts.
    await asker.page.reload();
    await expect(asker.page.getByText(secret)).toBeVisible();
    await expect(asker.page.getByRole('button', { name: 'Leave' })).toBeVisible();

    await Promise.all([owner.context.close(), asker.context.close()]);
  });
});
