/**
 * A notification's words (issue #53): a key and its values, kept with the row, so each reader gets them in their
 * own language: the web app from its catalogues, Web Push and the mailed digest from the server's. `{actor}` is
 * the actor's name as it is when shown; the other values (a circle's or a proposal's name, a reason) are member
 * content, kept as written. The English is SPEC's and what the row's title and message hold (docs/product.md
 * §Behaviour). Each text's leading i18n comment marks it for the server's catalogue, whose extraction reads this
 * file (apps/server/lingui.config.ts).
 */
export const notificationTexts = {
  post: { title: /*i18n*/ 'New post', message: /*i18n*/ '{actor} posted in {circle}' },
  post_mention: { title: /*i18n*/ 'You were mentioned', message: /*i18n*/ '{actor} mentioned you in a post' },
  comment_mention: {
    title: /*i18n*/ 'You were mentioned',
    message: /*i18n*/ '{actor} mentioned you in a comment',
  },
  comment: { title: /*i18n*/ 'New comment', message: /*i18n*/ '{actor} commented on your post' },
  reply: { title: /*i18n*/ 'New reply', message: /*i18n*/ '{actor} replied to your comment' },
  post_like: { title: /*i18n*/ 'New like', message: /*i18n*/ '{actor} liked your post' },
  comment_like: { title: /*i18n*/ 'New like', message: /*i18n*/ '{actor} liked your comment' },
  circle_invitation: {
    title: /*i18n*/ 'Circle invitation',
    message: /*i18n*/ '{actor} invited you to join {circle}',
  },
  join_request: { title: /*i18n*/ 'Request to join', message: /*i18n*/ '{actor} asked to join {circle}' },
  join_approved: { title: /*i18n*/ 'Request approved', message: /*i18n*/ 'You are now a member of {circle}' },
  join_declined: {
    title: /*i18n*/ 'Request declined',
    message: /*i18n*/ 'Your request to join {circle} was declined',
  },
  join_declined_reason: {
    title: /*i18n*/ 'Request declined',
    message: /*i18n*/ 'Your request to join {circle} was declined: {reason}',
  },
  verified: {
    title: /*i18n*/ 'Identity verified',
    message: /*i18n*/ 'Your identity is verified: your badge now shows beside your name.',
  },
  verification_declined: {
    title: /*i18n*/ 'Verification not approved',
    message: /*i18n*/ 'Your verification request was not approved: {reason}',
  },
  deletion_cancelled: {
    title: /*i18n*/ 'Account deletion cancelled',
    message: /*i18n*/ 'You signed in again, so your account will not be deleted.',
  },
  direct_message: { title: /*i18n*/ 'New message', message: /*i18n*/ '{actor} sent you a message' },
  proposal_comment: {
    title: /*i18n*/ 'New comment on your proposal',
    message: /*i18n*/ '{actor} commented on "{proposal}".',
  },
  voted_proposal_passed: {
    title: /*i18n*/ 'A proposal you voted on closed',
    message: /*i18n*/ '"{proposal}" passed.',
  },
  voted_proposal_rejected: {
    title: /*i18n*/ 'A proposal you voted on closed',
    message: /*i18n*/ '"{proposal}" rejected.',
  },
  own_proposal_passed: { title: /*i18n*/ 'Your proposal closed', message: /*i18n*/ '"{proposal}" passed.' },
  own_proposal_rejected: {
    title: /*i18n*/ 'Your proposal closed',
    message: /*i18n*/ '"{proposal}" rejected.',
  },
  policy_changed: {
    title: /*i18n*/ 'A policy changed',
    message: /*i18n*/ '{policy} is now version {version}, adopted by a member vote.',
  },
  post_removed: {
    title: /*i18n*/ 'Your post was removed',
    message: /*i18n*/ 'A moderator removed your post: {reason}',
  },
  comment_removed: {
    title: /*i18n*/ 'Your comment was removed',
    message: /*i18n*/ 'A moderator removed your comment: {reason}',
  },
  listing_removed: {
    title: /*i18n*/ 'Your listing was removed',
    message: /*i18n*/ 'A moderator removed your listing: {reason}',
  },
  message_removed: {
    title: /*i18n*/ 'Your message was removed',
    message: /*i18n*/ 'A moderator removed your message: {reason}',
  },
} as const satisfies Record<string, { title: string; message: string }>;

export type NotificationTextKey = keyof typeof notificationTexts;
/** What a notification says, as kept with it: its key and the values its texts name (`actor` comes from the row). */
export type NotificationText = { key: NotificationTextKey; values: Readonly<Record<string, string>> };

export const isNotificationTextKey = (value: unknown): value is NotificationTextKey =>
  typeof value === 'string' && Object.hasOwn(notificationTexts, value);
