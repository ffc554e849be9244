import { profileMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, UsersRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useMemberConnections } from '../api/get-member-connections';
import { PeopleList, PeopleListSkeleton } from './people-list';
import { useProfileText } from './profile-messages';

/** The member's connections (people who share a circle other than world with them), each linking to their profile. */
export function ConnectionsList({ handle }: { handle: string }) {
  const { t } = useLingui();
  const profileText = useProfileText();
  const connections = useMemberConnections(handle);

  if (connections.isPending) return <PeopleListSkeleton label={t`Loading connections`} />;
  if (connections.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-danger-surface px-5 py-4 text-sm text-danger"
      >
        <CircleAlert aria-hidden="true" className="size-4.5 shrink-0" />
        <span className="flex-1 font-medium">{profileText(profileMessages.connectionsFailed)}</span>
        <Button variant="outline" size="sm" onClick={() => void connections.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (connections.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-6 py-12 text-center shadow-soft">
        <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <UsersRound aria-hidden="true" className="size-6" />
        </span>
        <p className="font-semibold">
          <Trans>No connections yet</Trans>
        </p>
        <p className="max-w-sm text-sm text-muted-foreground">
          <Trans>People who share a circle with this member show up here.</Trans>
        </p>
      </div>
    );
  }
  return <PeopleList label={t`Connections`} people={connections.data} />;
}
