import { marketplaceMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useMarketplaceText } from '../lib/marketplace-texts';

/** 'Search marketplace...' (docs/product.md §Screens); submitting hands the trimmed words to the page. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const [draft, setDraft] = useState(initial);
  // The words in the URL changed from outside (Clear search, back and forward): show them. The input stays
  // mounted, so focus stays where the member left it.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setDraft(initial);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search>
      <form onSubmit={onSubmit} className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={text(marketplaceMessages.searchPlaceholder)}
            aria-label={t`Search marketplace`}
            maxLength={100}
            className="pl-10"
          />
        </div>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}
