import { describe, expect, it } from 'vitest';
import { amigoReply, amigoTipFor } from './amigo-tips';

describe('amigoTipFor', () => {
  it('talks about AI governance policies on the governance screen (SPEC §1)', () => {
    expect(amigoTipFor('/governance').text).toMatch(/AI Governance policies/);
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
