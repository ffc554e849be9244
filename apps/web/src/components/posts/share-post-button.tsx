import { limits, type Post } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Check, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSharePost } from '../../api/posts/share-post';
import { toast } from '../../lib/toast';
import { postHref } from './post-paths';

/** The post's address on this site, as the share link. */
const postUrl = (post: Post) => `${window.location.origin}${postHref(post.circle.id, post.id)}`;

/**
 * Shares a post: the browser's share sheet where there is one (Web Share API), else the link is copied. A share
 * that went through is counted on the server (once per member); a cancelled share sheet counts nothing.
 */
export function SharePostButton({ post }: { post: Post }) {
  const { t } = useLingui();
  const [count, setCount] = useState(post.engagement.shares);
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const sharePost = useSharePost();
  useEffect(() => setCount(post.engagement.shares), [post.engagement.shares]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const countShare = () =>
    sharePost.mutate(post.id, {
      onSuccess: ({ shares }) => setCount(shares),
      onError: (error) => console.error('Failed to count the share', error),
    });

  const share = async () => {
    const url = postUrl(post);
    const authorName = post.author.fullName;
    const data = { title: t`Post by ${authorName}`, text: post.content.slice(0, 120), url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        countShare();
      } catch (error) {
        // Closing the share sheet is not a failure, and not a share.
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      // docs/product.md §Messages: a copy failure is logged only.
      console.error(error);
      return;
    }
    setIsCopied(true);
    toast.success(t`Link copied`);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), limits.copyConfirmMs);
    countShare();
  };

  const Icon = isCopied ? Check : Share2;
  return (
    <button
      type="button"
      aria-label={t`Share, ${count}`}
      onClick={() => void share()}
      className="focus-ring inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent"
    >
      <Icon aria-hidden="true" className="size-4.5" />
      <span>{count}</span>
    </button>
  );
}
