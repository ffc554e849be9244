import { type MemberPostKind, profileMessages } from '@circles/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Clapperboard, Image, Newspaper } from 'lucide-react';
import { PostFeed } from '../../../components/posts/post-feed';
import { useMemberFeed } from '../api/get-member-feed';
import { useProfileText } from './profile-messages';

const empty = {
  all: { icon: Newspaper, title: msg`No posts yet`, text: msg`Posts you can see will show up here.` },
  photos: { icon: Image, title: msg`No photos yet`, text: msg`Posts with a photo will show up here.` },
  videos: { icon: Clapperboard, title: msg`No videos yet`, text: msg`Posts with a video will show up here.` },
} as const;

/** One member's posts (all, with a photo, or with a video) that the viewer may see, loading more on scroll. */
export function MemberFeed({ handle, kind }: { handle: string; kind: MemberPostKind }) {
  const { i18n } = useLingui();
  const profileText = useProfileText();
  const feed = useMemberFeed(handle, kind);
  const { icon: Icon, title, text } = empty[kind];
  return (
    <PostFeed
      feed={feed}
      errorMessage={profileText(profileMessages.postsFailed)}
      empty={
        <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-6 py-12 text-center shadow-soft">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold">{i18n._(title)}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{i18n._(text)}</p>
        </div>
      }
    />
  );
}
