/**
 * Hard-coded sample lists of the /circles page (SPEC §2 and §9 'Trailing samples'): 6 trending and 8 big
 * circles. They carry the same measures as real circles so the sort select orders them too:
 * `activity` is posts in the last 7 days, `createdAt` when the circle started, `memberCount` its size.
 */
export type SampleCircle = {
  id: string;
  name: string;
  description: string;
  category: string;
  memberCount: number;
  activity: number;
  createdAt: string;
};

export const trendingCircles: SampleCircle[] = [
  {
    id: 'sourdough-society',
    name: 'Sourdough Society',
    description: 'Starters, crumb shots and the long-fermentation science behind them.',
    category: 'Food & Drink',
    memberCount: 12_480,
    activity: 1_930,
    createdAt: '2025-09-14T09:00:00Z',
  },
  {
    id: 'trail-runners',
    name: 'Trail Runners Collective',
    description: 'Routes, race reports and gear talk from people who like their miles muddy.',
    category: 'Outdoors',
    memberCount: 8_930,
    activity: 2_410,
    createdAt: '2025-11-02T07:30:00Z',
  },
  {
    id: 'indie-game-devs',
    name: 'Indie Game Devs',
    description: 'Devlogs, playtests and honest feedback for small teams shipping games.',
    category: 'Technology',
    memberCount: 21_305,
    activity: 3_120,
    createdAt: '2025-06-21T16:00:00Z',
  },
  {
    id: 'urban-sketchers',
    name: 'Urban Sketchers',
    description: 'Drawing the world one street corner at a time. Weekly sketch walks.',
    category: 'Art & Design',
    memberCount: 6_712,
    activity: 1_275,
    createdAt: '2026-01-08T11:15:00Z',
  },
  {
    id: 'plant-parents',
    name: 'Plant Parents',
    description: 'Propagation wins, pest emergencies and very proud new leaves.',
    category: 'Home & Garden',
    memberCount: 15_240,
    activity: 2_860,
    createdAt: '2025-10-19T13:45:00Z',
  },
  {
    id: 'night-sky-watchers',
    name: 'Night Sky Watchers',
    description: 'Astrophotography, meteor-shower alerts and telescope advice for beginners.',
    category: 'Science',
    memberCount: 9_875,
    activity: 1_540,
    createdAt: '2025-12-03T21:00:00Z',
  },
];

export const bigCircles: SampleCircle[] = [
  {
    id: 'tech-talk',
    name: 'Tech Talk',
    description: 'Gadgets, software and the future of the web, discussed without the hype.',
    category: 'Technology',
    memberCount: 318_200,
    activity: 14_820,
    createdAt: '2023-03-11T10:00:00Z',
  },
  {
    id: 'world-travelers',
    name: 'World Travelers',
    description: 'Itineraries, hidden gems and travel stories from every continent.',
    category: 'Travel',
    memberCount: 284_500,
    activity: 9_640,
    createdAt: '2023-05-27T08:00:00Z',
  },
  {
    id: 'music-lovers',
    name: 'Music Lovers',
    description: 'New releases, old favourites and the playlists that got you through the week.',
    category: 'Music',
    memberCount: 265_730,
    activity: 12_310,
    createdAt: '2023-08-02T18:30:00Z',
  },
  {
    id: 'photography',
    name: 'Photography',
    description: 'Share your shots, swap techniques and join the monthly photo challenge.',
    category: 'Art & Design',
    memberCount: 231_900,
    activity: 10_560,
    createdAt: '2023-04-15T12:00:00Z',
  },
  {
    id: 'home-cooks',
    name: 'Home Cooks',
    description: 'Weeknight recipes, family classics and what is for dinner tonight.',
    category: 'Food & Drink',
    memberCount: 198_340,
    activity: 8_730,
    createdAt: '2023-10-09T17:00:00Z',
  },
  {
    id: 'fitness-wellness',
    name: 'Fitness & Wellness',
    description: 'Training plans, recovery tips and steady encouragement for every level.',
    category: 'Health',
    memberCount: 176_020,
    activity: 7_980,
    createdAt: '2024-01-05T06:00:00Z',
  },
  {
    id: 'book-club',
    name: 'Book Club',
    description: 'A new read every month, spoiler-tagged threads and author Q&As.',
    category: 'Books',
    memberCount: 142_880,
    activity: 4_215,
    createdAt: '2023-12-01T19:00:00Z',
  },
  {
    id: 'parenting',
    name: 'Parenting',
    description: 'Real talk from parents of toddlers to teens. No judgement, lots of tips.',
    category: 'Family',
    memberCount: 121_450,
    activity: 6_390,
    createdAt: '2024-02-18T09:30:00Z',
  },
];
