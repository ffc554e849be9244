import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { useSetBlock } from '../../../api/blocks/set-block';
import { AuthorAvatar } from '../../../components/author-identity';
import { Button } from '../../../components/ui/button';
import { useBlocks } from '../api/get-blocks';
import { SettingsSection } from './settings-section';

/** The members the viewer blocked (issue #17), each with Unblock. */
export function BlockedSection() {
  const { t } = useLingui();
  const blocks = useBlocks();
  const setBlock = useSetBlock();
  const members = blocks.data?.members ?? [];
  return (
    <SettingsSection
      title={t`Blocked`}
      description={t`You and they do not see each other’s profile, posts or comments, and cannot reach each other.`}
      icon={Ban}
      error={blocks.isError ? t`Your blocked list could not be loaded.` : undefined}
    >
      {blocks.isPending ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>Loading…</Trans>
        </p>
      ) : members.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>You have not blocked anyone. Use a post’s menu or a profile to block someone.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Blocked members`} className="divide-y">
          {members.map((member) => (
            <li key={member.userId} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              <AuthorAvatar author={member} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">
                {member.fullName} <span className="text-muted-foreground">@{member.userHandle}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Unblock @${ph({ handle: member.userHandle })}`}
                isLoading={setBlock.isPending && setBlock.variables?.userId === member.userId}
                onClick={() => setBlock.mutate({ userId: member.userId, blocked: false })}
              >
                <Trans>Unblock</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
