import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { Tabs } from '../../../components/ui/tabs';
import { type SearchTab, searchTabs, useSearchUrlState } from '../lib/use-search-url-state';

const tabLabels = { people: msg`People`, circles: msg`Circles`, posts: msg`Posts` } satisfies Record<
  SearchTab,
  unknown
>;

/**
 * Each tab's results for the words typed: the profile, circles and posts features' lists, which the app passes in
 * (features never import each other).
 */
export type SearchResults = Record<SearchTab, (text: string) => ReactNode>;

/**
 * /search?q=&tab=: people by name or handle, circles by name or description, posts by words (issue #18).
 * Typing updates the results after a pause; each tab asks the server only for what the viewer may see.
 */
export function SearchPage({ results }: { results: SearchResults }) {
  const { t, i18n } = useLingui();
  const { text, tab, update } = useSearchUrlState();
  const [draft, setDraft] = useState(text);

  // The URL can change from outside (the shell's search box, back and forward): the field follows it.
  // (A draft that already means the same words keeps its trailing space: the member may be mid-word.)
  useEffect(() => setDraft((current) => (current.trim() === text ? current : text)), [text]);

  // Results follow the typing after a pause; the URL entry is replaced, so Back leaves the page.
  useEffect(() => {
    const next = draft.trim();
    if (next === text) return;
    const timer = setTimeout(() => update({ q: next }, { replace: true }), 350);
    return () => clearTimeout(timer);
  }, [draft, text, update]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={text ? t`Search: ${text}` : t`Search`} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Search</Trans>
        </h1>
        <p className="mt-1 text-muted-foreground">
          <Trans>
            Find people by name or @handle, circles by name or description, and posts by their words.
          </Trans>
        </p>
      </div>
      <search>
        <form onSubmit={submit} className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            aria-label={t`Search`}
            value={draft}
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the page exists to take these words
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t`Search people, circles and posts`}
            className="h-12 w-full rounded-xl border border-input bg-card pr-3 pl-10 text-base text-foreground shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30"
          />
        </form>
      </search>

      {text ? (
        <Tabs
          label={t`Search results`}
          tabs={searchTabs.map((value) => ({ value, label: i18n._(tabLabels[value]) }))}
          value={tab}
          onChange={(next) => update({ tab: next }, { replace: true })}
        >
          {results[tab](text)}
        </Tabs>
      ) : (
        <p className="rounded-2xl border border-dashed px-5 py-10 text-center text-muted-foreground">
          <Trans>Type a name, a circle or a few words to start.</Trans>
        </p>
      )}
    </div>
  );
}
