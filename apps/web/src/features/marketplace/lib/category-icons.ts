import type { MarketplaceCategoryId } from '@circles/contracts';
import {
  Briefcase,
  Car,
  Dumbbell,
  Laptop,
  type LucideIcon,
  Palette,
  Shirt,
  Sofa,
  Sprout,
} from 'lucide-react';

/** An icon and a tint per category, for the Browse Categories grid and listing tiles. */
export const categoryLooks: Record<MarketplaceCategoryId, { Icon: LucideIcon; tint: string }> = {
  vehicles: { Icon: Car, tint: 'from-sky-500/20 to-sky-500/5 text-sky-700 dark:text-sky-300' },
  'home-garden': {
    Icon: Sprout,
    tint: 'from-emerald-500/20 to-emerald-500/5 text-emerald-700 dark:text-emerald-300',
  },
  electronics: {
    Icon: Laptop,
    tint: 'from-violet-500/20 to-violet-500/5 text-violet-700 dark:text-violet-300',
  },
  fashion: { Icon: Shirt, tint: 'from-pink-500/20 to-pink-500/5 text-pink-700 dark:text-pink-300' },
  sports: { Icon: Dumbbell, tint: 'from-orange-500/20 to-orange-500/5 text-orange-700 dark:text-orange-300' },
  furniture: { Icon: Sofa, tint: 'from-amber-500/20 to-amber-500/5 text-amber-700 dark:text-amber-300' },
  hobbies: { Icon: Palette, tint: 'from-teal-500/20 to-teal-500/5 text-teal-700 dark:text-teal-300' },
  jobs: { Icon: Briefcase, tint: 'from-slate-500/20 to-slate-500/5 text-slate-700 dark:text-slate-300' },
};

export const marketplacePaths = {
  home: '/marketplace',
  sell: '/marketplace/sell',
  edit: (id: string) => `/marketplace/listings/${encodeURIComponent(id)}/edit`,
  category: (id: string) => `/marketplace/category/${encodeURIComponent(id)}`,
  listing: (id: string) => `/marketplace/listings/${encodeURIComponent(id)}`,
};
