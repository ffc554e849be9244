import { type MemberPostKind, profileMessages } from '@circles/contracts';
import { Clapperboard, Image, Newspaper } from 'lucide-react';
import { PostFeed } from '../../../components/posts/post-feed';
import { useMemberFeed } from '../api/get-member-feed';

const empty = {
  all: { icon: Newspaper, title: 'No posts yet', text: 'Posts you can see will show up here.' },
  photos: { icon: Image, title: 'No photos yet', text: 'Posts with a photo will show up here.' },
  videos: { icon: Clapperboard, title: 'No videos yet', text: 'Posts with a video will show up here.' },
} as const;

/** One member's posts (all, with a photo, or with a video) that the viewer may see, loading more on scroll. */
export function MemberFeed({ handle, kind }: { handle: string; kind: MemberPostKind }) {
  const feed = useMemberFeed(handle, kind);
  const { icon: Icon, title, text } = empty[kind];
  return (
    <PostFeed
      feed={feed}
      errorMessage={profileMessages.postsFailed}
      empty={
        <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-6 py-12 text-center shadow-soft">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold">{title}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
        </div>
      }
    />
  );
}
