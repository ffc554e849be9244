import { describe, expect, it } from 'vitest';
import { amigoTipFor } from './amigo-tips';

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
      '/notifications',
      '/settings',
      '/profile',
    ];
    const titles = new Set(screens.map((screen) => amigoTipFor(screen).title));
    expect(titles.size).toBe(screens.length);
  });
});
