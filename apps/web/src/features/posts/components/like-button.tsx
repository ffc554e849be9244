import type { Post } from '@circles/contracts';
import { Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useTogglePostLike } from '../api/toggle-like';

/**
 * SPEC §4 Like: flips at once and moves the count by one (never below 0), ignores clicks while a request is in
 * flight, rolls back on failure (logged only, SPEC §8) and settles on the server's answer.
 */
export function LikeButton({ post }: { post: Post }) {
  const [state, setState] = useState({ liked: post.isLiked, count: post.engagement.likes });
  const [seen, setSeen] = useState({ liked: post.isLiked, count: post.engagement.likes });
  const inFlight = useRef(false);
  // A refetched feed brings fresh numbers: take them unless a toggle of ours is still on its way.
  if ((seen.liked !== post.isLiked || seen.count !== post.engagement.likes) && !inFlight.current) {
    const fresh = { liked: post.isLiked, count: post.engagement.likes };
    setSeen(fresh);
    setState(fresh);
  }
  const toggle = useTogglePostLike();

  const onClick = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const previous = state;
    setState({ liked: !previous.liked, count: Math.max(0, previous.count + (previous.liked ? -1 : 1)) });
    toggle.mutate(post.id, {
      onSuccess: (next) => setState({ liked: next.liked, count: Math.max(0, next.count) }),
      onError: (error) => {
        console.error('Failed to toggle like', error);
        setState(previous);
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <button
      type="button"
      aria-pressed={state.liked}
      aria-label={`Like (${state.count})`}
      onClick={onClick}
      className={cn(
        'focus-ring inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors',
        state.liked
          ? 'text-rose-600 hover:bg-rose-500/10 dark:text-rose-400'
          : 'text-muted-foreground hover:bg-accent',
      )}
    >
      <Heart aria-hidden="true" className={cn('size-4.5', state.liked && 'fill-current')} />
      <span>{state.count}</span>
    </button>
  );
}
