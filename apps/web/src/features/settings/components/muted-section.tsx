import { muteMessages } from '@circles/contracts';
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
  const mutes = useMutes();
  const setMute = useSetMute();
  const members = mutes.data?.members ?? [];
  const circles = mutes.data?.circles ?? [];
  return (
    <SettingsSection
      title="Muted"
      description="Their posts stay out of your feeds and they do not notify you. They are not told."
      icon={BellOff}
      error={mutes.isError ? muteMessages.loadFailed : undefined}
    >
      {mutes.isPending ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">Loading…</p>
      ) : members.length === 0 && circles.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          You have not muted anyone. Use a post’s menu to mute its author or its circle.
        </p>
      ) : (
        <ul aria-label="Muted members and circles" className="divide-y">
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
                aria-label={`Unmute @${member.userHandle}`}
                onClick={() => setMute.mutate({ kind: 'members', id: member.userId, muted: false })}
              >
                Unmute
              </Button>
            </li>
          ))}
          {circles.map((circle) => (
            <li key={circle.id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              <Link
                to={`/circles/${encodeURIComponent(circle.id)}`}
                className="focus-ring min-w-0 flex-1 truncate rounded text-sm font-medium hover:underline"
              >
                {circle.name} <span className="text-muted-foreground">circle</span>
              </Link>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Unmute ${circle.name}`}
                onClick={() => setMute.mutate({ kind: 'circles', id: circle.id, muted: false })}
              >
                Unmute
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
