import { BadgeCheck, type LucideIcon, Sparkles, Users } from 'lucide-react';

/** docs/product.md §Screens /story: the three statements, in order. */
export const storyStatements: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: "We're reimagining social networks.",
    text: 'A calmer place to share, built around the groups you actually belong to.',
  },
  {
    icon: BadgeCheck,
    title: 'The first social network for real people, with KYC verification.',
    text: 'Every verified member is a real person, so you always know who you are talking to.',
  },
  {
    icon: Users,
    title: 'Create and join circles.',
    text: 'Family, friends, neighbours or a shared passion: start a circle or join one.',
  },
];
