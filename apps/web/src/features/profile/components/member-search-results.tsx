import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSearchMembers } from '../api/search-members';
import { PeopleList, PeopleListSkeleton } from './people-list';

/** People whose name or handle is like the text (the search page's People tab). */
export function MemberSearchResults({ text }: { text: string }) {
  const { t } = useLingui();
  const people = useSearchMembers(text);
  if (people.isPending) return <PeopleListSkeleton label={t`Loading people`} />;
  if (people.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-danger-surface px-5 py-4 text-sm text-danger"
      >
        <CircleAlert aria-hidden="true" className="size-4.5 shrink-0" />
        <span className="flex-1 font-medium">
          <Trans>Failed to search people</Trans>
        </span>
        <Button variant="outline" size="sm" onClick={() => void people.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (people.data.members.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>No people match “{text}”.</Trans>
      </p>
    );
  return <PeopleList label={t`People`} people={people.data.members} />;
}
