import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

const gradients = [
  'from-brand-a to-brand-c',
  'from-brand-b to-brand-a',
  'from-brand-c to-brand-b',
  'from-brand-a to-brand-b',
  'from-brand-c to-brand-a',
] as const;

/** A stable pick for an id, so a circle keeps its colour everywhere it is shown. */
const gradientFor = (seed: string) => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return gradients[hash % gradients.length];
};

const sizes = {
  xs: 'size-6 rounded-md text-[11px]',
  sm: 'size-10 rounded-xl text-sm',
  md: 'size-12 rounded-xl text-base',
  lg: 'size-16 rounded-2xl text-2xl sm:size-20 sm:text-3xl',
} as const;

type CircleMarkProps = {
  seed: string;
  name: string;
  isFavorites?: boolean;
  size?: keyof typeof sizes;
  className?: string;
};

/** The decorative tile standing for a circle: its initial on a brand gradient (a star for Favorites). */
export function CircleMark({ seed, name, isFavorites = false, size = 'sm', className }: CircleMarkProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '•';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center bg-linear-to-br font-bold text-white',
        isFavorites ? 'from-amber-400 to-brand-c' : gradientFor(seed),
        sizes[size],
        className,
      )}
    >
      {isFavorites ? <Star className="size-1/2 fill-current" /> : initial}
    </span>
  );
}
