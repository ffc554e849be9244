import { favoritesAlias } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../../config/paths';

/** A tip's words, shown in the reader's language with `i18n._`. */
export type AmigoTip = { title: MessageDescriptor; text: MessageDescriptor };

const { app } = paths;

/**
 * docs/product.md §Product: Amigo's canned tip for each screen of the member shell, keyed by the screen's route pattern as the
 * router writes it (app/router.tsx and the features' routes). amigo-tips.test.ts walks the route tree and fails
 * on a screen without a tip here; '/*' is the shell's 404.
 */
export const screenTips: Record<string, AmigoTip> = {
  [app.governance]: {
    title: msg`AI governance policies`,
    text: msg`Our AI Governance policies set how Amigo and other AI features may use your data. Read the current policy, then support or oppose the proposals to shape the next version.`,
  },
  '/governance/proposals/:proposalId': {
    title: msg`Weighing a proposal`,
    text: msg`The current text and the proposed one sit side by side, so you can see what would change. Choose Support or Oppose before voting ends, and say why in the discussion.`,
  },
  '/governance/policies/:policyId/history': {
    title: msg`How a policy changed`,
    text: msg`Every version of this policy is here, newest first, with the proposal that changed it. Open one to see what members voted for.`,
  },
  [app.search]: {
    title: msg`Finding things`,
    text: msg`Search finds people by name or @handle (a typo is fine), circles by name or description, and posts by their words. Only what you may see ever shows up.`,
  },
  [app.home]: {
    title: msg`Your feed`,
    text: msg`Home shows posts from the circles you belong to. Use the + button at the bottom right to share something with a circle.`,
  },
  '/circles/:circleId/posts/:postId': {
    title: msg`Join the conversation`,
    text: msg`Like a post or a comment with a tap, and reply to a comment to start a thread under it.`,
  },
  [`${app.circles}/${favoritesAlias}`]: {
    title: msg`Favorites`,
    text: msg`Favorites is your personal circle for things you want to find again. Only you can see it.`,
  },
  '/circles/:circleId': {
    title: msg`Inside a circle`,
    text: msg`Invite people you know with the Invite button, or share the circle link. Posts here are seen by the circle’s members.`,
  },
  [app.circles]: {
    title: msg`Find your circles`,
    text: msg`Join a trending circle to meet people who share your interests, or create your own public or private circle.`,
  },
  '/marketplace/listings/:listingId': {
    title: msg`Looking closer`,
    text: msg`Check the price, place and seller before you reach out. Save to Shopping keeps this listing in your personal Shopping circle.`,
  },
  '/marketplace/listings/:listingId/edit': {
    title: msg`Keeping a listing current`,
    text: msg`Change the price, the description or the photos, then save. When it is gone, Mark sold on its page, so nobody writes to you for it.`,
  },
  '/marketplace/category/:categoryId': {
    title: msg`Browsing a category`,
    text: msg`These are the newest listings in this category. Open one for the details, or go back to search every category at once.`,
  },
  '/marketplace/sell': {
    title: msg`Selling something`,
    text: msg`A clear title, a fair price and a few good photos sell faster. Pick the right category so buyers find it, and say where to meet.`,
  },
  [app.marketplace]: {
    title: msg`Shopping tip`,
    text: msg`Search the marketplace or browse a category. Save what you find to a Shopping circle to keep it in one place.`,
  },
  [app.messages]: {
    title: msg`Your conversations`,
    text: msg`Messages are between you and one other member. Start one from a member’s profile or a listing’s Message seller button.`,
  },
  [`${app.messages}/new`]: {
    title: msg`Saying hello`,
    text: msg`Write your first message and send it. The other member is notified and can answer here; nobody else sees it.`,
  },
  '/messages/:conversationId': {
    title: msg`A private conversation`,
    text: msg`Only the two of you see these messages. Report one that breaks the rules, or block the member to stop hearing from them.`,
  },
  [app.notifications]: {
    title: msg`Stay in the loop`,
    text: msg`Open a notification to jump to what it is about. Mark all read clears the unread count.`,
  },
  [app.settings]: {
    title: msg`Make it yours`,
    text: msg`Pick a light, dark or system theme under Display, choose which notifications you get, and decide who sees your profile under Privacy.`,
  },
  [app.profile]: {
    title: msg`Your profile`,
    text: msg`Switch to Wall mode to decorate your profile with images, stickers and spray paint. Your three icons show beside your name.`,
  },
  '/members/:handle': {
    title: msg`Getting to know someone`,
    text: msg`Their posts, photos and videos show here as far as they share them. Send a message to say hello, or open a post to join in.`,
  },
  [app.moderation]: {
    title: msg`Keeping circles kind`,
    text: msg`Reports wait here for a decision. Remove what breaks the rules or dismiss the report; every action is kept in the audit log.`,
  },
  [app.verifications]: {
    title: msg`Reviewing identities`,
    text: msg`Each request shows what the member sent. Approve it to give them the verified badge, or reject it and say why.`,
  },
  '/*': {
    title: msg`Lost your way?`,
    text: msg`This page does not exist. Home, Circles and the search at the top take you back to what your circles are sharing.`,
  },
};
