import { paths } from '../../../config/paths';

export type AmigoTip = { title: string; text: string };

type TipRule = { matches: (pathname: string) => boolean; tip: AmigoTip };

const is = (path: string) => (pathname: string) => pathname === path;
const under = (path: string) => (pathname: string) => pathname.startsWith(`${path}/`);

/** docs/product.md §Product: Amigo shows canned, contextual tips on every screen. The first matching rule wins. */
const rules: TipRule[] = [
  {
    matches: is(paths.app.governance),
    tip: {
      title: 'AI governance policies',
      text: 'Our AI Governance policies set how Amigo and other AI features may use your data. Read the current policy, then support or oppose the proposals to shape the next version.',
    },
  },
  {
    matches: is(paths.app.search),
    tip: {
      title: 'Finding things',
      text: 'Search finds people by name or @handle (a typo is fine), circles by name or description, and posts by their words. Only what you may see ever shows up.',
    },
  },
  {
    matches: is(paths.app.home),
    tip: {
      title: 'Your feed',
      text: 'Home shows posts from the circles you belong to. Use the + button at the bottom right to share something with a circle.',
    },
  },
  {
    matches: (pathname) => pathname.includes('/posts/'),
    tip: {
      title: 'Join the conversation',
      text: 'Like a post or a comment with a tap, and reply to a comment to start a thread under it.',
    },
  },
  {
    matches: is(`${paths.app.circles}/favorites`),
    tip: {
      title: 'Favorites',
      text: 'Favorites is your personal circle for things you want to find again. Only you can see it.',
    },
  },
  {
    matches: under(paths.app.circles),
    tip: {
      title: 'Inside a circle',
      text: 'Invite people you know with the Invite button, or share the circle link. Posts here are seen by the circle’s members.',
    },
  },
  {
    matches: is(paths.app.circles),
    tip: {
      title: 'Find your circles',
      text: 'Join a trending circle to meet people who share your interests, or create your own public or private circle.',
    },
  },
  {
    matches: under(`${paths.app.marketplace}/listings`),
    tip: {
      title: 'Looking closer',
      text: 'Check the price, place and seller before you reach out. Save to Shopping keeps this listing in your personal Shopping circle.',
    },
  },
  {
    matches: under(`${paths.app.marketplace}/category`),
    tip: {
      title: 'Browsing a category',
      text: 'These are the newest listings in this category. Open one for the details, or go back to search every category at once.',
    },
  },
  {
    matches: is(paths.app.marketplace),
    tip: {
      title: 'Shopping tip',
      text: 'Search the marketplace or browse a category. Save what you find to a Shopping circle to keep it in one place.',
    },
  },
  {
    matches: is(paths.app.notifications),
    tip: {
      title: 'Stay in the loop',
      text: 'Open a notification to jump to what it is about. Mark all read clears the unread count.',
    },
  },
  {
    matches: is(paths.app.settings),
    tip: {
      title: 'Make it yours',
      text: 'Pick a light, dark or system theme under Display, choose which notifications you get, and decide who sees your profile under Privacy.',
    },
  },
  {
    matches: is(paths.app.profile),
    tip: {
      title: 'Your profile',
      text: 'Switch to Wall mode to decorate your profile with images, stickers and spray paint. Your three icons show beside your name.',
    },
  },
];

const fallbackTip: AmigoTip = {
  title: 'Hi, I’m Amigo',
  text: 'I’m your assistant on Circles. I’ll share tips for whatever screen you are on.',
};

export const amigoTipFor = (pathname: string): AmigoTip =>
  rules.find((rule) => rule.matches(pathname))?.tip ?? fallbackTip;

/** Canned answers by topic: the first whose words appear in the question wins. */
const topics: { words: RegExp; reply: string }[] = [
  {
    words: /\b(votes?|voting|proposals?|governance|polic(?:y|ies))\b/i,
    reply:
      'Open Governance from the menu, read a policy, then choose Support or Oppose on a proposal. The results show once you have voted, and you can change your vote any time.',
  },
  {
    words: /\b(buy(?:ing)?|sell(?:s|ing)?|shop(?:ping)?|marketplace|listings?|prices?)\b/i,
    reply:
      'The Marketplace lets you search listings or browse by category. Saving a listing puts it in your personal Shopping circle.',
  },
  {
    words: /\b(save[sd]?|saving|favou?rites?|bookmarks?)\b/i,
    reply: 'Tap Save on any post to keep it in Favorites. Its count shows beside Favorites in your sidebar.',
  },
  {
    words: /\b(circles?|join(?:ing)?|invites?)\b/i,
    reply:
      'Circles are groups around a topic or the people you know. Join a public one from Circles, or create your own with the + next to Circles.',
  },
  {
    words: /\b(posts?|posting|shar(?:e|es|ing)|photos?|videos?|audios?)\b/i,
    reply:
      'Use the + button at the bottom right to write a post, add one photo, video or audio, and pick a circle.',
  },
  {
    words: /\b(themes?|dark|light|privacy|settings?|notifications?)\b/i,
    reply: 'Settings has Display (theme), Notifications and Privacy; every change is saved as you make it.',
  },
];

/**
 * Amigo's canned answer (there is no assistant service yet): a topic answer when the question names one,
 * otherwise a pointer to this screen's tip.
 */
export function amigoReply(pathname: string, question: string): string {
  const topic = topics.find((candidate) => candidate.words.test(question));
  if (topic) return topic.reply;
  const tip = amigoTipFor(pathname);
  return `I can’t answer that one yet. Here on this screen: ${tip.text}`;
}
