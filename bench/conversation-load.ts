// Conversation workload (issue #6) from a second process: comment pages, like toggles on a post and on a comment
// from many members at once, and a mix of reads and writes, beside a bare /api/health.
//   node --import tsx bench/conversation-load.ts [--database-url URL | --data-dir DIR] [--members 50]
import { getJson, load, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base, extras } = loadScriptArgs(3301, { members: '50' });

type Page = { posts: { id: string; engagement: { comments: number } }[]; nextCursor: string | null };
type Comments = { comments: { id: string; replies: unknown[] }[]; total: number; nextCursor: string | null };

const server = startServer(target);
try {
  const health = await waitForHealth(base);
  // Many members, one per connection, so like toggles are not all one member's (those queue one at a time).
  const cookies: string[] = [];
  for (let i = 0; i < Number(extras.members); i++) cookies.push(await signIn(base, `bench${i}@bench.local`));
  const [cookie = ''] = cookies;

  // The newest post in world with a conversation (the seeder comments on the newest posts).
  let post: Page['posts'][number] | undefined;
  let cursor: string | null = null;
  for (let i = 0; i < 20 && !post; i++) {
    const page: Page = await getJson(
      base,
      `/api/feed/circles/world${cursor ? `?cursor=${cursor}` : ''}`,
      cookie,
    );
    post = page.posts.find((candidate) => candidate.engagement.comments > 3);
    cursor = page.nextCursor;
  }
  if (!post) throw new Error('no post with comments: seed first (bench/seed.ts)');
  const commentsUrl = `${base}/api/posts/${post.id}/comments`;
  const first = await getJson<Comments>(base, `/api/posts/${post.id}/comments`, cookie);
  const comment = first.comments[0];
  if (!comment || !first.nextCursor) throw new Error('the post needs more than one page of comments');

  const rows = [
    await load('GET /api/health (baseline)', options, { url: `${base}/api/health`, cookies }),
    await load('GET comments, first page', options, { url: commentsUrl, cookies }),
    await load('GET comments, next page', options, {
      url: `${commentsUrl}?cursor=${first.nextCursor}`,
      cookies,
    }),
    await load('POST like toggle, one post', options, {
      url: `${base}/api/likes/toggle`,
      method: 'POST',
      body: { likeableType: 'post', likeableId: post.id },
      cookies,
    }),
    await load('POST like toggle, one comment', options, {
      url: `${base}/api/likes/toggle`,
      method: 'POST',
      body: { likeableType: 'comment', likeableId: comment.id },
      cookies,
    }),
    // A member's visit: the feed, a post's comments, a like.
    await load('mixed: home feed, comment page, like toggle', options, {
      url: base,
      cookies,
      sequence: [
        { path: '/api/feed/home' },
        { path: `/api/posts/${post.id}/comments` },
        { path: '/api/likes/toggle', method: 'POST', body: { likeableType: 'post', likeableId: post.id } },
      ],
    }),
  ];
  console.log(
    `\n${health.database}, ${options.connections} connections, ${cookies.length} members, ${options.seconds} s each`,
  );
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
