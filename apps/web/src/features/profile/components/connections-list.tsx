import { profileMessages } from '@circles/contracts';
import { CircleAlert, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { AuthorAvatar } from '../../../components/author-identity';
import { Button } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { paths } from '../../../config/paths';
import { useMemberConnections } from '../api/get-member-connections';

/** The member's connections (people who share a circle other than world with them), each linking to their profile. */
export function ConnectionsList({ handle }: { handle: string }) {
  const connections = useMemberConnections(handle);

  if (connections.isPending) {
    return (
      <ul aria-label="Loading connections" className="grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className="flex animate-pulse items-center gap-3 rounded-2xl border bg-card p-3">
            <span className="size-10 rounded-full bg-muted" />
            <span className="h-3 w-32 rounded bg-muted" />
          </li>
        ))}
      </ul>
    );
  }
  if (connections.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-danger-surface px-5 py-4 text-sm text-danger"
      >
        <CircleAlert aria-hidden="true" className="size-4.5 shrink-0" />
        <span className="flex-1 font-medium">{profileMessages.connectionsFailed}</span>
        <Button variant="outline" size="sm" onClick={() => void connections.refetch()}>
          Try again
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
        <p className="font-semibold">No connections yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          People who share a circle with this member show up here.
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Connections" className="grid gap-3 sm:grid-cols-2">
      {connections.data.map((person) => (
        <li key={person.userId}>
          <Link
            to={paths.app.member(person.userHandle)}
            className="focus-ring flex items-center gap-3 rounded-2xl border bg-card p-3 shadow-soft transition-colors hover:bg-accent"
          >
            <AuthorAvatar author={person} />
            <span className="flex min-w-0 flex-col">
              <span className="flex items-center gap-1 font-semibold">
                <span className="truncate">{person.fullName}</span>
                {person.isVerified ? <VerifiedBadge /> : null}
              </span>
              <span className="truncate text-xs text-muted-foreground">@{person.userHandle}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
