import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchRoutes } from 'react-router';
import { type AmigoTip, screenTips } from './amigo-screen-tips';

export type { AmigoTip } from './amigo-screen-tips';

/** The tips' patterns as routes, so React Router's own ranking picks a path's screen ('new' before ':id'). */
const tipRoutes = Object.keys(screenTips).map((path) => ({ path }));

const fallbackTip: AmigoTip = {
  title: msg`Hi, I’m Amigo`,
  text: msg`I’m your assistant on Circles. I’ll share tips for whatever screen you are on.`,
};

/** The route pattern whose tip Amigo shows at `pathname`, or undefined when no screen claims it. */
export const amigoScreenFor = (pathname: string): string | undefined =>
  matchRoutes(tipRoutes, pathname)?.[0]?.route.path;

/** docs/product.md §Product: Amigo shows canned, contextual tips on every screen. */
export const amigoTipFor = (pathname: string): AmigoTip => {
  const screen = amigoScreenFor(pathname);
  return (screen && screenTips[screen]) || fallbackTip;
};

/** Canned answers by topic: the first whose words appear in the question wins. */
const topics: { words: RegExp; reply: MessageDescriptor }[] = [
  {
    words: /\b(votes?|voting|proposals?|governance|polic(?:y|ies))\b/i,
    reply: msg`Open Governance from the menu, read a policy, then choose Support or Oppose on a proposal. The results show once you have voted, and you can change your vote any time.`,
  },
  {
    words: /\b(buy(?:ing)?|sell(?:s|ing)?|shop(?:ping)?|marketplace|listings?|prices?)\b/i,
    reply: msg`The Marketplace lets you search listings or browse by category. Saving a listing puts it in your personal Shopping circle.`,
  },
  {
    words: /\b(save[sd]?|saving|favou?rites?|bookmarks?)\b/i,
    reply: msg`Tap Save on any post to keep it in Favorites. Its count shows beside Favorites in your sidebar.`,
  },
  {
    words: /\b(circles?|join(?:ing)?|invites?)\b/i,
    reply: msg`Circles are groups around a topic or the people you know. Join a public one from Circles, or create your own with the + next to Circles.`,
  },
  {
    words: /\b(posts?|posting|shar(?:e|es|ing)|photos?|videos?|audios?)\b/i,
    reply: msg`Use the + button at the bottom right to write a post, add one photo, video or audio, and pick a circle.`,
  },
  {
    words: /\b(themes?|dark|light|privacy|settings?|notifications?)\b/i,
    reply: msg`Settings has Display (theme), Notifications and Privacy; every change is saved as you make it.`,
  },
];

/**
 * Amigo's canned answer (there is no assistant service yet), in `i18n`'s language: a topic answer when the question
 * names one, otherwise a pointer to this screen's tip. The topics' words are English ones.
 */
export function amigoReply(i18n: I18n, pathname: string, question: string): string {
  const topic = topics.find((candidate) => candidate.words.test(question));
  if (topic) return i18n._(topic.reply);
  const tip = i18n._(amigoTipFor(pathname).text);
  return i18n._(msg`I can’t answer that one yet. Here on this screen: ${tip}`);
}
