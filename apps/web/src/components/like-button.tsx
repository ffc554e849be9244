import type { LikeableType, LikeState } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { isSameLike, settledLike, toggledLike } from '../api/likes/like-state';
import { useToggleLike } from '../api/likes/toggle-like';
import { cn } from '../lib/cn';

type LikeButtonProps = {
  likeableType: LikeableType;
  likeableId: string;
  liked: boolean;
  count: number;
  size?: 'md' | 'sm';
  /** Called with the server's answer, e.g. to write it into a cached list. */
  onSettled?: (state: LikeState) => void;
  className?: string;
};

/**
 * docs/product.md §Behaviour Like, for posts and comments: flips at once and moves the count by one (never below 0),
 * ignores clicks while a request is in flight, rolls back on failure (logged only, docs/product.md §Messages) and
 * settles on the server's answer.
 */
export function LikeButton({
  likeableType,
  likeableId,
  liked,
  count,
  size = 'md',
  onSettled,
  className,
}: LikeButtonProps) {
  const { t } = useLingui();
  const fromProps = { liked, count };
  const [state, setState] = useState(fromProps);
  const [seen, setSeen] = useState(fromProps);
  const inFlight = useRef(false);
  // A refetch brings fresh numbers: take them unless a toggle of ours is still on its way.
  if (!isSameLike(seen, fromProps) && !inFlight.current) {
    setSeen(fromProps);
    setState(settledLike(fromProps));
  }
  const toggle = useToggleLike();
  const shown = state.count;

  const onClick = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const previous = state;
    setState(toggledLike(previous));
    toggle.mutate(
      { likeableType, likeableId },
      {
        onSuccess: (next) => {
          const settled = settledLike(next);
          setState(settled);
          onSettled?.(settled);
        },
        onError: (error) => {
          console.error('Failed to toggle like', error);
          setState(previous);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={state.liked}
      aria-label={likeableType === 'post' ? t`Like, ${shown}` : t`Like comment, ${shown}`}
      onClick={onClick}
      className={cn(
        'focus-ring inline-flex items-center rounded-full font-medium transition-colors',
        size === 'md' ? 'h-9 gap-1.5 px-3 text-sm' : 'h-8 gap-1 px-2.5 text-xs',
        state.liked
          ? 'text-rose-600 hover:bg-rose-500/10 dark:text-rose-400'
          : 'text-muted-foreground hover:bg-accent',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn(size === 'md' ? 'size-4.5' : 'size-4', state.liked && 'fill-current')}
      />
      <span>{state.count}</span>
    </button>
  );
}
