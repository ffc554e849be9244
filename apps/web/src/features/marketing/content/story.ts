import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BadgeCheck, type LucideIcon, Sparkles, Users } from 'lucide-react';

/** docs/product.md §Screens /story: the three statements, in order. */
export const storyStatements: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: Sparkles,
    title: msg`We're reimagining social networks.`,
    text: msg`A calmer place to share, built around the groups you actually belong to.`,
  },
  {
    icon: BadgeCheck,
    title: msg`The first social network for real people, with KYC verification.`,
    text: msg`Every verified member is a real person, so you always know who you are talking to.`,
  },
  {
    icon: Users,
    title: msg`Create and join circles.`,
    text: msg`Family, friends, neighbours or a shared passion: start a circle or join one.`,
  },
];
