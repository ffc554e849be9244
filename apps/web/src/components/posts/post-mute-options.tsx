import type { Post } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSetMute } from '../../api/mutes/set-mute';
import { paths } from '../../config/paths';
import { toast } from '../../lib/toast';
import { BlockMemberDialog } from '../block-member-dialog';
import { ReportDialog } from '../report-dialog';
import { PostOptionsMenu } from './post-options-menu';

/** The menu for someone else's post: message its author (issue #40), mute its author or its circle, or block the author, each with an Undo (issue #17). */
export function PostMuteOptions({ post }: { post: Post }) {
  const { t } = useLingui();
  const setMute = useSetMute();
  const authorName = post.author.fullName;
  const navigate = useNavigate();
  const [isBlocking, setIsBlocking] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const mute = (kind: 'members' | 'circles', id: string, label: string) =>
    setMute.mutate(
      { kind, id, muted: true },
      {
        onSuccess: () =>
          toast.success(t`Muted ${label}. Their posts leave your feed; they are not told.`, {
            action: { label: t`Undo`, onClick: () => setMute.mutate({ kind, id, muted: false }) },
          }),
        onError: () => toast.error(t`That could not be muted. Please try again.`),
      },
    );
  return (
    <>
      <PostOptionsMenu
        isAuthor={false}
        authorHandle={post.author.screenName}
        circleName={post.circle.name}
        onMuteMember={() => mute('members', post.author.id, `@${post.author.screenName}`)}
        onMuteCircle={() => mute('circles', post.circle.id, post.circle.name)}
        onMessageMember={() => void navigate(paths.app.messageMember(post.author.id))}
        onBlockMember={() => setIsBlocking(true)}
        onReport={() => setIsReporting(true)}
      />
      <BlockMemberDialog
        member={{ userId: post.author.id, userHandle: post.author.screenName }}
        open={isBlocking}
        onOpenChange={setIsBlocking}
      />
      {isReporting ? (
        <ReportDialog
          target={{ targetType: 'post', targetId: post.id }}
          subject={t`this post by ${authorName}`}
          open={isReporting}
          onOpenChange={setIsReporting}
        />
      ) : null}
    </>
  );
}
