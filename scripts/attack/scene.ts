import { Client } from './http';

export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type Actor = 'anonymous' | 'outsider' | 'pending' | 'member' | 'author';
export const actors: Actor[] = ['anonymous', 'outsider', 'pending', 'member', 'author'];

/** A private circle with a post (photo), comments and a notification, and one client per actor. */
export type Scene = {
  clients: Record<Actor, Client>;
  emails: Record<Actor, string>;
  values: Record<string, string>;
  /** Texts only the private circle's members may ever see. */
  secrets: string[];
  /**
   * Members of their own, in no circle of the scene's, for the routes that end or change a session or a password
   * (`Route.throwaway`): each request gets a fresh session of one of them (throwawaySession). `password` follows
   * a new password the fuzzer got accepted.
   */
  throwaways: Throwaway[];
};

export type Throwaway = { base: string; email: string; password: string };

/** A fresh session of a throwaway member: a new client, signed in. */
export async function throwawaySession(member: Throwaway) {
  const client = new Client(member.base, `throwaway ${member.email}`);
  const signIn = await client.json('POST', '/api/auth/sign-in/email', {
    email: member.email,
    password: member.password,
  });
  check(signIn.status === 200, `a fresh session of ${member.email}`, signIn);
  return client;
}

const run = Date.now().toString(36);

function check(ok: boolean, what: string, answer?: { status: number; text: string }) {
  if (!ok)
    throw new Error(
      `scene: ${what} failed${answer ? ` (${answer.status} ${answer.text.slice(0, 200)})` : ''}`,
    );
}

export async function newMember(base: string, name: string) {
  const client = new Client(base, name);
  const email = `${name}-${run}@attack.example`;
  const signUp = await client.json('POST', '/api/auth/sign-up/email', {
    firstName: `${name[0]?.toUpperCase()}${name.slice(1)}`,
    lastName: 'Tester',
    email,
    password: 'Correct1horse',
    name,
  });
  check(signUp.status === 200, `sign-up of ${name}`, signUp);
  const mails = await client.send('GET', `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const link = (mails.json as { link: string | null }[] | undefined)?.find((m) => m.link)?.link;
  check(Boolean(link), `the verification mail of ${name}`, mails);
  const token = new URL(link ?? '').searchParams.get('token') ?? '';
  const verify = await client.send('GET', `/api/auth/verify-email?token=${token}`);
  check(verify.status === 200, `verification of ${name}`, verify);
  const signIn = await client.json('POST', '/api/auth/sign-in/email', { email, password: 'Correct1horse' });
  check(signIn.status === 200, `sign-in of ${name}`, signIn);
  const icons = (await client.send('GET', '/api/icons')).json as { iconCode: string }[];
  const done = await client.json('POST', '/api/me/profile-completion', {
    icons: icons.slice(0, 6).map((icon) => icon.iconCode),
  });
  check(done.status === 200, `profile of ${name}`, done);
  const me = await client.send('GET', '/api/me');
  return { client, email, userId: (me.json as { userId: string }).userId };
}

export async function buildScene(base: string): Promise<Scene> {
  const [author, member, pending, outsider] = [
    await newMember(base, 'author'),
    await newMember(base, 'member'),
    await newMember(base, 'pending'),
    await newMember(base, 'outsider'),
  ];
  const secretPost = `SECRET-POST-${run}`;
  const secretComment = `SECRET-COMMENT-${run}`;
  const secretReply = `SECRET-AUTHOR-COMMENT-${run}`;
  const circle = await author.client.json('POST', '/api/circles', {
    name: `Private ${run}`,
    type: 'private',
  });
  check(circle.status === 201, 'the private circle', circle);
  const circleId = (circle.json as { id: string }).id;
  for (const invitee of [member, pending]) {
    const invite = await author.client.json('POST', `/api/circles/${circleId}/invitations`, {
      email: invitee.email,
    });
    check(invite.status === 201, 'an invitation', invite);
  }
  check((await member.client.json('POST', `/api/circles/${circleId}/join`)).status === 200, 'joining');
  const upload = await author.client.send('POST', '/api/media/posts?kind=image', {
    body: onePixelPng,
    contentType: 'image/png',
  });
  check(upload.status === 201, 'the upload', upload);
  const imageUrl = (upload.json as { url: string }).url;
  const post = await author.client.json('POST', '/api/posts', { circleId, content: secretPost, imageUrl });
  check(post.status === 201, 'the post', post);
  const postId = (post.json as { id: string }).id;
  // A second post of the author's, for the edit and delete routes (the fuzzer may really delete it).
  const ownPost = await author.client.json('POST', '/api/posts', { circleId, content: 'Mine to edit' });
  check(ownPost.status === 201, 'the spare post', ownPost);
  const fromMember = await member.client.json('POST', `/api/posts/${postId}/comments`, {
    content: secretComment,
  });
  check(fromMember.status === 201, "the member's comment", fromMember);
  const fromAuthor = await author.client.json('POST', `/api/posts/${postId}/comments`, {
    content: secretReply,
  });
  check(fromAuthor.status === 201, "the author's comment", fromAuthor);
  const notes = await author.client.send('GET', '/api/notifications');
  const notificationId = (notes.json as { notifications: { id: string }[] }).notifications[0]?.id;
  check(Boolean(notificationId), "the author's notification", notes);
  const [, , bucket, userId, file] = imageUrl.split('/');
  const { secretWall, ...extra } = await buildExtras(author.client, member.client, postId);
  const { secretMessage, ...conversation } = await buildConversation(author.client, member.userId);
  const throwaways: Throwaway[] = [];
  for (const name of ['throwawayone', 'throwawaytwo']) {
    throwaways.push({ base, email: (await newMember(base, name)).email, password: 'Correct1horse' });
  }
  return {
    throwaways,
    clients: {
      anonymous: new Client(base, 'anonymous'),
      outsider: outsider.client,
      pending: pending.client,
      member: member.client,
      author: author.client,
    },
    emails: {
      anonymous: '',
      outsider: outsider.email,
      pending: pending.email,
      member: member.email,
      author: author.email,
    },
    values: {
      circleId,
      postId,
      ownPostId: (ownPost.json as { id: string }).id,
      commentId: (fromAuthor.json as { id: string }).id,
      notificationId: notificationId ?? '',
      bucket: bucket ?? 'posts',
      userId: userId ?? '',
      file: file ?? '',
      key: 'theme',
      ...extra,
      ...conversation,
    },
    secrets: [secretPost, secretComment, secretReply, secretWall, secretMessage],
  };
}

/**
 * Values for the routes added after the first scene: the author's handle, a governance proposal and comment, a
 * marketplace listing. The member saves the private post to Favorites and shares it, so a leak through another
 * member's Favorites or share count would show in the matrix. The member's profile is visible to circle members
 * only, and their wall holds a secret: the outsider and the pending invitee must see neither.
 */
async function buildExtras(author: Client, member: Client, postId: string) {
  const me = (await author.send('GET', '/api/me')).json as { userHandle: string };
  check(Boolean(me.userHandle), "the author's handle");
  const policies = (await author.send('GET', '/api/governance/policies')).json as {
    proposals: { id: string }[];
  }[];
  const proposalId = policies?.flatMap((policy) => policy.proposals)[0]?.id;
  check(Boolean(proposalId), 'a governance proposal');
  const comment = await author.json('POST', `/api/governance/proposals/${proposalId}/comments`, {
    content: 'Attack suite comment',
  });
  check(comment.status === 201, 'a governance comment', comment);
  const ownListing = await author.json('POST', '/api/marketplace/listings', {
    title: 'Attack suite lamp',
    description: "The author's own listing (issue #40).",
    category: 'furniture',
    priceCents: 2500,
    currency: 'EUR',
    condition: 'like-new',
    location: 'Somewhere',
    photos: [],
  });
  check(ownListing.status === 201, "the author's own listing", ownListing);
  // Members' listings only: the sample listings show in a Ford truck search alone (issue #54).
  const listings = (await author.send('GET', '/api/marketplace/listings')).json as {
    listings: { id: string }[];
  };
  const listingId = listings?.listings?.[0]?.id;
  check(Boolean(listingId), 'a marketplace listing');
  const saved = await member.json('PUT', `/api/favorites/${postId}`);
  check(saved.status === 200, "the member's favorite", saved);
  const shared = await member.json('POST', `/api/posts/${postId}/shares`);
  check(shared.status === 200, "the member's share", shared);
  const secretWall = `SECRET-WALL-${run}`;
  const visibility = await member.json('PUT', '/api/preferences/profile_visibility', {
    value: 'circle_members',
  });
  check(visibility.status === 200, "the member's profile visibility", visibility);
  const sticker = { id: secretWall, type: 'sticker', content: '🦊', x: 0, y: 0, width: 64, height: 64 };
  const wall = await member.json('PUT', '/api/walls/me', {
    version: 0,
    background: 'none',
    elements: [{ ...sticker, zIndex: 0, rotation: 0 }],
  });
  check(wall.status === 200, "the member's wall", wall);
  const memberMe = (await member.send('GET', '/api/me')).json as { userId: string; userHandle: string };
  return {
    secretWall,
    memberId: memberMe.userId,
    memberHandle: memberMe.userHandle,
    handle: me.userHandle,
    proposalId: proposalId ?? '',
    governanceCommentId: (comment.json as { id: string }).id,
    listingId: listingId ?? '',
    ownListingId: (ownListing.json as { id: string }).id,
  };
}

/**
 * A direct conversation of the author and the member (issue #40) with the author's message, a secret nobody else
 * may read: :conversationId and :ownMessageId.
 */
async function buildConversation(author: Client, memberId: string) {
  const opened = await author.json('POST', '/api/messages/conversations', { userId: memberId });
  check(opened.status === 200, 'a conversation of the author and the member', opened);
  const conversationId = (opened.json as { id: string }).id;
  const secretMessage = `SECRET-MESSAGE-${run}`;
  const sent = await author.json('POST', `/api/messages/conversations/${conversationId}/messages`, {
    body: secretMessage,
  });
  check(sent.status === 201, "the author's message", sent);
  return { secretMessage, conversationId, ownMessageId: (sent.json as { id: string }).id };
}

/** Replaces `:name` placeholders (in a path, or in a body's string values) with the scene's values. */
export function fill(template: string, values: Record<string, string>) {
  return template.replace(/:([a-zA-Z]+)/g, (whole, name: string) => values[name] ?? whole);
}

export function fillBody(body: Record<string, unknown> | undefined, values: Record<string, string>) {
  if (!body) return undefined;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? fill(value, values) : value,
    ]),
  );
}
