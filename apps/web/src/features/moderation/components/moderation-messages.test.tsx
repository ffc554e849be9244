import { moderationActionLabels, reportReasonLabels } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { actionDescriptors, moderationContractMessages, reasonDescriptors } from './moderation-messages';

describe('the moderation texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do', () => {
    const mismatches = Object.entries(moderationContractMessages).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
    for (const [reason, label] of Object.entries(reportReasonLabels))
      expect(reasonDescriptors[reason as keyof typeof reasonDescriptors].message).toBe(label);
    for (const [action, label] of Object.entries(moderationActionLabels))
      expect(actionDescriptors[action as keyof typeof actionDescriptors].message).toBe(label.toLowerCase());
  });
});
