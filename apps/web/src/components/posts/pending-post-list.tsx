import { mediaProcessingMessages, type PendingPost } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, Clapperboard, Mic } from 'lucide-react';
import { useDismissPendingPost } from '../../api/posts/dismiss-pending-post';
import { useContractText } from '../../lib/contract-messages';
import { memberContractMessages } from '../member-contract-messages';
import { Button } from '../ui/button';

/** The author's pending posts (components/posts/pending-posts.tsx loads this when there are some). */
export function PendingPostList({ posts }: { posts: PendingPost[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Your posts being processed`} className="mb-4 flex flex-col gap-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PendingPostItem post={post} />
        </li>
      ))}
    </ul>
  );
}

function PendingPostItem({ post }: { post: PendingPost }) {
  const { t } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const dismiss = useDismissPendingPost();
  const percent = Math.round(post.progress * 100);
  // contracts' mediaProcessingMessages.processing, in the reader's language: 'Processing video… 40%'.
  const shown = Math.max(0, Math.min(100, percent));
  const isAudio = post.kind === 'audio';
  const KindIcon = post.kind === 'audio' ? Mic : Clapperboard;
  const failed = post.state === 'failed';
  return (
    <div className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-soft">
      <p className="line-clamp-2 break-words text-sm text-muted-foreground">{post.content}</p>
      {failed ? (
        <div role="alert" className="flex flex-col gap-2 text-sm text-danger sm:flex-row sm:items-center">
          <p className="flex flex-1 items-start gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
            <span>
              {contractText(mediaProcessingMessages.failed)} {post.message}
            </span>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => dismiss.mutate(post.id)}
            isLoading={dismiss.isPending}
          >
            {contractText(mediaProcessingMessages.dismiss)}
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-3">
          <KindIcon aria-hidden="true" className="size-4.5 shrink-0 text-primary" />
          <div className="flex flex-1 flex-col gap-1.5">
            <p className="text-sm font-medium" aria-live="polite">
              {isAudio ? t`Processing audio… ${shown}%` : t`Processing video… ${shown}%`}
            </p>
            <div
              role="progressbar"
              aria-label={isAudio ? t`Processing audio` : t`Processing video`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
