import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { useSetMute } from '../../../api/mutes/set-mute';
import { AuthorAvatar } from '../../../components/author-identity';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useMutes } from '../api/get-mutes';
import { SettingsSection } from './settings-section';

/** The members and circles the member muted (issue #17), each with Unmute. */
export function MutedSection() {
  const { t } = useLingui();
  const mutes = useMutes();
  const setMute = useSetMute();
  const members = mutes.data?.members ?? [];
  const circles = mutes.data?.circles ?? [];
  return (
    <SettingsSection
      title={t`Muted`}
      description={t`Their posts stay out of your feeds and they do not notify you. They are not told.`}
      icon={BellOff}
      error={mutes.isError ? t`Your muted list could not be loaded.` : undefined}
    >
      {mutes.isPending ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>Loading…</Trans>
        </p>
      ) : members.length === 0 && circles.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>You have not muted anyone. Use a post’s menu to mute its author or its circle.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Muted members and circles`} className="divide-y">
          {members.map((member) => (
            <li key={member.userId} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              <AuthorAvatar author={member} size="sm" />
              <Link
                to={paths.app.member(member.userHandle)}
                className="focus-ring min-w-0 flex-1 truncate rounded text-sm font-medium hover:underline"
              >
                {member.fullName} <span className="text-muted-foreground">@{member.userHandle}</span>
              </Link>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Unmute @${ph({ handle: member.userHandle })}`}
                onClick={() => setMute.mutate({ kind: 'members', id: member.userId, muted: false })}
              >
                <Trans>Unmute</Trans>
              </Button>
            </li>
          ))}
          {circles.map((circle) => (
            <li key={circle.id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              <Link
                to={`/circles/${encodeURIComponent(circle.id)}`}
                className="focus-ring min-w-0 flex-1 truncate rounded text-sm font-medium hover:underline"
              >
                {circle.name}{' '}
                <span className="text-muted-foreground">
                  <Trans>circle</Trans>
                </span>
              </Link>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Unmute ${ph({ circle: circle.name })}`}
                onClick={() => setMute.mutate({ kind: 'circles', id: circle.id, muted: false })}
              >
                <Trans>Unmute</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
