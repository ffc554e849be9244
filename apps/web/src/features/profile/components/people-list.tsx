import type { MemberConnection } from '@circles/contracts';
import { Link } from 'react-router';
import { AuthorAvatar } from '../../../components/author-identity';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { paths } from '../../../config/paths';

/** People as cards in a two-column grid, each linking to their profile (connections, search results). */
export function PeopleList({ label, people }: { label: string; people: MemberConnection[] }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {people.map((person) => (
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

export function PeopleListSkeleton({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="flex animate-pulse items-center gap-3 rounded-2xl border bg-card p-3">
          <span className="size-10 rounded-full bg-muted" />
          <span className="h-3 w-32 rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}
