import type { MemberProfile } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Settings2 } from 'lucide-react';
import { AuthorIcons } from '../../../components/author-identity';
import { Button } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useRelativeTime } from '../../../lib/relative-time';
import { ProfileAvatar } from './profile-avatar';

/**
 * Avatar with docs/product.md §Roles rings, full name, verified badge, icons 1-3, handle, member since, activity and
 * bio.
 */
export function ProfileHeader({
  profile,
  onOpenSettings,
}: {
  profile: MemberProfile;
  onOpenSettings?: () => void;
}) {
  const { t, i18n } = useLingui();
  const relativeTime = useRelativeTime();
  const since = new Date(profile.memberSince).toLocaleDateString(i18n.locale, {
    month: 'long',
    year: 'numeric',
  });
  const activeLabel = (iso: string) => {
    // docs/product.md §Behaviour: under a minute ago is 'Active now'.
    if (Date.now() - new Date(iso).getTime() < 60_000) return t`Active now`;
    const ago = relativeTime(iso);
    return t`Active ${ago}`;
  };
  return (
    <header className="flex flex-col items-center gap-5 rounded-3xl border bg-card px-5 py-6 shadow-soft sm:flex-row sm:items-start sm:gap-7 sm:px-8 sm:py-8">
      <ProfileAvatar
        fullName={profile.fullName}
        avatarUrl={profile.avatarUrl}
        isVerified={profile.isVerified}
        profileCompleted={profile.profileCompleted}
        isOwn={profile.isOwn}
      />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center sm:items-start sm:text-left">
        <div className="flex w-full flex-col items-center gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col items-center gap-1 sm:items-start">
            <h1 className="flex max-w-full flex-wrap items-center justify-center gap-x-2 gap-y-1 text-2xl font-bold tracking-tight sm:justify-start sm:text-3xl">
              <span className="break-words">{profile.fullName}</span>
              {profile.isVerified ? <VerifiedBadge className="[&_svg]:size-6" /> : null}
            </h1>
            <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted-foreground sm:justify-start">
              <span>@{profile.userHandle}</span>
              {profile.iconCodes.length > 0 ? (
                <span role="img" aria-label={t`Profile icons`} className="inline-flex">
                  <AuthorIcons iconCodes={profile.iconCodes} className="gap-1 text-xl" />
                </span>
              ) : null}
            </p>
          </div>
          {onOpenSettings ? (
            <Button variant="outline" size="sm" onClick={onOpenSettings}>
              <Settings2 aria-hidden="true" className="size-4" />
              <Trans>Profile Settings</Trans>
            </Button>
          ) : null}
        </div>
        {profile.bio ? (
          <p className="max-w-prose text-[15px] break-words whitespace-pre-line">{profile.bio}</p>
        ) : null}
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:justify-start">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <Trans>Member since {since}</Trans>
          </span>
          {profile.lastActiveAt && !profile.isOwn ? (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {activeLabel(profile.lastActiveAt)}
            </span>
          ) : null}
        </p>
      </div>
    </header>
  );
}
