import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/session';

/**
 * The sidebar's profile button (docs/product.md §Screens): avatar, full name and a verified badge; opens /profile.
 */
export function ProfileBlock({ className }: { className?: string }) {
  const { t } = useLingui();
  const me = useMe().data;
  return (
    <Link
      to={paths.app.profile}
      className={cn(
        'focus-ring flex items-center gap-3 rounded-2xl p-2.5 transition-colors hover:bg-accent',
        className,
      )}
    >
      <Avatar src={me?.avatarUrl} alt="" isVerified={me?.manualVerification} />
      <span className="flex min-w-0 flex-col">
        <span className="flex items-center gap-1 font-semibold">
          <span className="truncate">{me?.fullName ?? t`Your profile`}</span>
          {me?.manualVerification ? <VerifiedBadge /> : null}
        </span>
        {me?.userHandle ? (
          <span className="truncate text-xs text-muted-foreground">@{me.userHandle}</span>
        ) : null}
      </span>
    </Link>
  );
}

/** The mobile top bar's avatar button, also to /profile. */
export function ProfileAvatarLink() {
  const { t } = useLingui();
  const me = useMe().data;
  const name = me?.fullName;
  return (
    <Link
      to={paths.app.profile}
      aria-label={name ? t`${name}, your profile` : t`Your profile`}
      className="focus-ring inline-flex rounded-full"
    >
      <Avatar src={me?.avatarUrl} alt="" size="sm" isVerified={me?.manualVerification} />
    </Link>
  );
}
