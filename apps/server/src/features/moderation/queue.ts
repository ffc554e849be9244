import type { QueueItem, ReportReason, ReportTargetType } from '@circles/contracts';
import type { ModerationRepository } from './repository';

type ReportRow = {
  target_type: ReportTargetType;
  target_id: string;
  circle_id: string | null;
  reason: ReportReason;
  details: string | null;
  created_at: Date;
};
type PersonRow = {
  user_id: string | null;
  full_name: string | null;
  user_handle: string | null;
  avatar_url: string | null;
};

const personOf = (row: PersonRow) =>
  row.user_id
    ? {
        userId: row.user_id,
        fullName: row.full_name ?? '',
        handle: row.user_handle ?? '',
        avatarUrl: row.avatar_url,
      }
    : null;

/**
 * Open reports grouped by item (oldest report first), each item shown in context: its text, author and circle.
 * Items gone since (the author deleted the post) drop out.
 */
export async function buildQueue(
  repository: ModerationRepository,
  reports: ReportRow[],
): Promise<QueueItem[]> {
  const groups = new Map<string, ReportRow[]>();
  for (const report of reports) {
    const key = `${report.target_type}:${report.target_id}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  const idsOf = (type: ReportTargetType) => [
    ...new Set(reports.filter((report) => report.target_type === type).map((report) => report.target_id)),
  ];
  const [posts, postEdits, comments, members, circles, listings, messages] = await Promise.all([
    repository.findPosts(idsOf('post')),
    repository.findPostEdits(idsOf('post')),
    repository.findComments(idsOf('comment')),
    repository.findMembers(idsOf('member')),
    repository.findCircles(idsOf('circle')),
    repository.findListings(idsOf('listing')),
    repository.findMessages(idsOf('message')),
  ]);
  type Context = Pick<QueueItem, 'content' | 'postId' | 'circle' | 'author' | 'earlierVersions' | 'excerpt'>;
  const contexts = new Map<string, Context>();
  const earlierVersions = new Map<string, QueueItem['earlierVersions']>();
  for (const edit of postEdits)
    earlierVersions.set(edit.post_id, [
      ...(earlierVersions.get(edit.post_id) ?? []),
      { content: edit.previous_content, replacedAt: new Date(edit.edited_at).toISOString() },
    ]);
  for (const post of posts)
    contexts.set(`post:${post.id}`, {
      content: post.content,
      earlierVersions: earlierVersions.get(post.id) ?? [],
      postId: post.id,
      circle: { id: post.circle_id, name: post.circle_name },
      author: personOf(post),
    });
  for (const comment of comments)
    contexts.set(`comment:${comment.id}`, {
      content: comment.content,
      earlierVersions: [],
      postId: comment.post_id,
      circle: { id: comment.circle_id, name: comment.circle_name },
      author: personOf(comment),
    });
  for (const member of members)
    contexts.set(`member:${member.id}`, {
      content: member.bio,
      earlierVersions: [],
      postId: null,
      circle: null,
      author: personOf(member),
    });
  for (const circle of circles)
    contexts.set(`circle:${circle.id}`, {
      content: circle.description ?? '',
      earlierVersions: [],
      postId: null,
      circle: { id: circle.id, name: circle.name },
      author: personOf(circle),
    });
  for (const listing of listings)
    contexts.set(`listing:${listing.id}`, {
      content: listing.content,
      earlierVersions: [],
      postId: null,
      circle: null,
      author: personOf(listing),
    });
  for (const message of messages)
    contexts.set(`message:${message.id}`, {
      content: message.content,
      earlierVersions: [],
      postId: null,
      circle: null,
      author: personOf(message),
      excerpt: message.excerpt.map((row) => ({
        id: String(row.id),
        senderName: row.sender_name,
        body: row.body,
        hasPhoto: row.has_photo,
        createdAt: new Date(row.created_at).toISOString(),
        isReported: String(row.id) === message.id,
      })),
    });

  const items: QueueItem[] = [];
  for (const [key, group] of groups) {
    const context = contexts.get(key);
    const first = group[0];
    if (!context || !first) continue;
    items.push({
      targetType: first.target_type,
      targetId: first.target_id,
      ...context,
      reportCount: group.length,
      reports: group.map((report) => ({
        reason: report.reason,
        details: report.details,
        createdAt: new Date(report.created_at).toISOString(),
      })),
      firstReportedAt: new Date(first.created_at).toISOString(),
    });
  }
  return items;
}
