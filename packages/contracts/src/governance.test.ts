import { describe, expect, it } from 'vitest';
import { castVoteSchema, governanceMessages, nextPolicyVersion, voteResults } from './governance';

describe('voteResults', () => {
  it('gives whole percents that add up to 100', () => {
    expect(voteResults(1, 2)).toEqual({
      for: 1,
      against: 2,
      total: 3,
      supportPercent: 33,
      opposePercent: 67,
      counted: { for: 1, against: 2, total: 3, supportPercent: 33 },
    });
    expect(voteResults(2, 1)).toMatchObject({ supportPercent: 67, opposePercent: 33 });
  });

  it('counts apart the votes the closing counts', () => {
    expect(voteResults(3, 1, { for: 1, against: 1 })).toMatchObject({
      total: 4,
      supportPercent: 75,
      counted: { for: 1, against: 1, total: 2, supportPercent: 50 },
    });
  });

  it('shows 0 and 0 without votes', () => {
    expect(voteResults(0, 0)).toMatchObject({
      for: 0,
      against: 0,
      total: 0,
      supportPercent: 0,
      opposePercent: 0,
    });
  });

  it('accepts for, against and none only', () => {
    expect(castVoteSchema.safeParse({ choice: 'none' }).success).toBe(true);
    const bad = castVoteSchema.safeParse({ choice: 'maybe' });
    expect(bad.error?.issues[0]?.message).toBe(governanceMessages.invalidChoice);
  });
});

describe('nextPolicyVersion', () => {
  it('raises the last number by one', () => {
    expect(nextPolicyVersion('1.2')).toBe('1.3');
    expect(nextPolicyVersion('2.9')).toBe('2.10');
    expect(nextPolicyVersion('3')).toBe('4');
    expect(nextPolicyVersion('draft')).toBe('draft.1');
  });
});
