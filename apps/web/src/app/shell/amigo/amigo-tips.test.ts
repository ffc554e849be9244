import { describe, expect, it } from 'vitest';
import { routePages } from '../../../entry-server';
import { screenTips } from './amigo-screen-tips';
import { amigoReply, amigoScreenFor, amigoTipFor } from './amigo-tips';

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
    expect(amigoTipFor('/governance').text).toMatch(/AI Governance policies/);
  });

  it('has a tip of its own for every screen of the route tree, matched by that screen', () => {
    const screens = shellScreens();
    // The tree is read, not listed: the new screens are among them.
    expect(screens).toEqual(expect.arrayContaining(['/messages/:conversationId', '/marketplace/sell', '/*']));
    const missing = screens.filter((screen) => !screenTips[screen]);
    expect(missing, 'screens without an Amigo tip in amigo-screen-tips.ts').toEqual([]);
    for (const screen of screens) expect(amigoScreenFor(openable(screen)), screen).toBe(screen);
    const titles = new Set(screens.map((screen) => screenTips[screen]?.title));
    expect(titles.size).toBe(screens.length);
    expect(screens.map((screen) => amigoTipFor(openable(screen)).title)).not.toContain('Hi, I’m Amigo');
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
    const titles = new Set(screens.map((screen) => amigoTipFor(screen).title));
    expect(titles.size).toBe(screens.length);
  });
});

describe('amigoReply', () => {
  it('answers a question about a topic with that topic, wherever it is asked', () => {
    expect(amigoReply('/home', 'How do I vote?')).toMatch(/Support or Oppose/);
    expect(amigoReply('/settings', 'where is the marketplace')).toMatch(/Shopping circle/);
  });

  it('knows a topic by its plural and -ing forms too', () => {
    expect(amigoReply('/governance', 'How do votes work?')).toMatch(/Support or Oppose/);
    expect(amigoReply('/home', 'Selling my bike, where are listings?')).toMatch(/Shopping circle/);
    expect(amigoReply('/home', 'Where are my saved posts?')).toMatch(/Favorites/);
    expect(amigoReply('/home', 'Can I change notifications?')).toMatch(/Settings/);
  });

  it('otherwise points at the tip of the screen it was asked on', () => {
    expect(amigoReply('/governance', 'hello')).toContain(amigoTipFor('/governance').text);
    expect(amigoReply('/home', 'hello')).not.toBe(amigoReply('/governance', 'hello'));
  });
});
