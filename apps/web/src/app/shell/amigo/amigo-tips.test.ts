import { describe, expect, it } from 'vitest';
import { routePages } from '../../../entry-server';
import { createI18n } from '../../../lib/i18n';
import { messages as germanMessages } from '../../../locales/member/de.po';
import { messages } from '../../../locales/member/en.po';
import { screenTips } from './amigo-screen-tips';
import { amigoReply, amigoScreenFor, amigoTipFor } from './amigo-tips';

/** Amigo's words in English, as the member part's catalogue has them. */
const i18n = createI18n('en', messages);
const tipFor = (pathname: string) => {
  const tip = amigoTipFor(pathname);
  return { title: i18n._(tip.title), text: i18n._(tip.text) };
};
const reply = (pathname: string, question: string) => amigoReply(i18n, pathname, question);

/** The member shell's screens (Amigo's home), read from the router's own route tree, and its 404 ('/*'). */
const shellScreens = () =>
  routePages()
    .filter((page) => page.area === 'member' || page.path === '/*')
    .map((page) => page.path);

/** A path the screen answers: each parameter gets a value no static sibling uses. */
const openable = (pattern: string) =>
  pattern.replace(/:\w+\??/g, 'amigo-check-1').replace('*', 'amigo/nowhere');

describe('amigoTipFor', () => {
  it('talks about AI governance policies on the governance screen (SPEC §1)', () => {
    expect(tipFor('/governance').text).toMatch(/AI Governance policies/);
  });

  it('has a tip of its own for every screen of the route tree, matched by that screen', () => {
    const screens = shellScreens();
    // The tree is read, not listed: the new screens are among them.
    expect(screens).toEqual(expect.arrayContaining(['/messages/:conversationId', '/marketplace/sell', '/*']));
    const missing = screens.filter((screen) => !screenTips[screen]);
    expect(missing, 'screens without an Amigo tip in amigo-screen-tips.ts').toEqual([]);
    for (const screen of screens) expect(amigoScreenFor(openable(screen)), screen).toBe(screen);
    const titles = new Set(screens.map((screen) => screenTips[screen]?.title.id));
    expect(titles.size).toBe(screens.length);
    expect(screens.map((screen) => tipFor(openable(screen)).title)).not.toContain('Hi, I’m Amigo');
  });

  it('keeps no tip for a screen the router does not have', () => {
    const screens = new Set(shellScreens());
    expect(Object.keys(screenTips).filter((pattern) => !screens.has(pattern))).toEqual([]);
  });

  it('has a tip of its own for each main screen', () => {
    const screens = [
      '/home',
      '/circles',
      '/circles/world',
      '/marketplace',
      '/marketplace/category/vehicles',
      '/marketplace/listings/ford-f150-2018',
      '/governance',
      '/circles/favorites',
      '/notifications',
      '/settings',
      '/profile',
      '/search',
    ];
    const titles = new Set(screens.map((screen) => tipFor(screen).title));
    expect(titles.size).toBe(screens.length);
  });
});

describe('amigoReply', () => {
  it('answers a question about a topic with that topic, wherever it is asked', () => {
    expect(reply('/home', 'How do I vote?')).toMatch(/Support or Oppose/);
    expect(reply('/settings', 'where is the marketplace')).toMatch(/Shopping circle/);
  });

  it('knows a topic by its plural and -ing forms too', () => {
    expect(reply('/governance', 'How do votes work?')).toMatch(/Support or Oppose/);
    expect(reply('/home', 'Selling my bike, where are listings?')).toMatch(/Shopping circle/);
    expect(reply('/home', 'Where are my saved posts?')).toMatch(/Favorites/);
    expect(reply('/home', 'Can I change notifications?')).toMatch(/Settings/);
  });

  it('otherwise points at the tip of the screen it was asked on', () => {
    expect(reply('/governance', 'hello')).toContain(tipFor('/governance').text);
    expect(reply('/home', 'hello')).not.toBe(reply('/governance', 'hello'));
  });

  it('answers in the reader’s language, the screen’s tip included', () => {
    const german = createI18n('de', germanMessages);
    expect(amigoReply(german, '/home', 'How do I vote?')).toMatch(/Dafür oder Dagegen/);
    expect(amigoReply(german, '/governance', 'hello')).toBe(
      `Darauf weiß ich noch keine Antwort. Hier auf diesem Bildschirm: ${german._(amigoTipFor('/governance').text)}`,
    );
  });
});
