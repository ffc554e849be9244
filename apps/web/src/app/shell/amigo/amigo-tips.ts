import { paths } from '../../../config/paths';

export type AmigoTip = { title: string; text: string };

type TipRule = { matches: (pathname: string) => boolean; tip: AmigoTip };

const is = (path: string) => (pathname: string) => pathname === path;
const under = (path: string) => (pathname: string) => pathname.startsWith(`${path}/`);

/** SPEC §1: Amigo shows canned, contextual tips on every screen. The first matching rule wins. */
const rules: TipRule[] = [
  {
    matches: is(paths.app.governance),
    tip: {
      title: 'AI governance policies',
      text: 'Our AI Governance policies set how Amigo and other AI features may use your data. Read the current policy, then support or oppose the proposals to shape the next version.',
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

/** Amigo's canned answer to anything typed (there is no assistant service yet). */
export const amigoReply =
  'Thanks for asking! I can’t answer questions yet. For now, the tip above is what I know about this page.';
