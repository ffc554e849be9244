import { type Me, profileMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Button, buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useMemberProfile } from '../api/get-member-profile';
import { useProfileText } from './profile-messages';
import { ProfileView } from './profile-view';

/** Loads a profile by handle: a skeleton, 'Member not found', a retry on failure, then the profile. */
export function ProfileLoader({
  handle,
  me,
  onSaved,
}: {
  handle: string;
  me: Me | null | undefined;
  onSaved?: (me: Me) => void;
}) {
  const { t } = useLingui();
  const profileText = useProfileText();
  const profile = useMemberProfile(handle);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiRequestError && profile.error.status === 404;
    const Icon = isMissing ? SearchX : CircleAlert;
    const title = profileText(isMissing ? profileMessages.memberNotFound : profileMessages.loadFailed);
    return (
      <section
        role="alert"
        className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center py-16 text-center"
      >
        <PageTitle title={title} />
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-8 flex gap-3">
          {isMissing ? (
            <Link to={paths.app.home} className={buttonStyles()}>
              <Trans>Go home</Trans>
            </Link>
          ) : (
            <Button onClick={() => void profile.refetch()}>{t`Try again`}</Button>
          )}
        </div>
      </section>
    );
  }
  return <ProfileView profile={profile.data} me={me} onSaved={onSaved} />;
}

function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading profile`}
      className="mx-auto flex w-full max-w-3xl animate-pulse flex-col gap-5"
    >
      <div className="flex flex-col items-center gap-5 rounded-3xl border bg-card px-5 py-6 sm:flex-row sm:px-8 sm:py-8">
        <div className="size-24 rounded-full bg-muted sm:size-28" />
        <div className="flex flex-1 flex-col items-center gap-3 sm:items-start">
          <div className="h-7 w-48 rounded bg-muted" />
          <div className="h-4 w-32 rounded bg-muted" />
          <div className="h-4 w-56 rounded bg-muted" />
        </div>
      </div>
      <div className="h-11 w-56 rounded-full bg-muted" />
      <div className="h-11 w-full rounded-lg bg-muted" />
    </div>
  );
}
