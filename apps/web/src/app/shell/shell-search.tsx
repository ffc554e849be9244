import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

const searchHref = (text: string) => `${paths.app.search}?q=${encodeURIComponent(text)}`;

/** The shell's one search box (desktop sidebar): Enter opens /search with the words. */
export function ShellSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(text.trim() ? searchHref(text.trim()) : paths.app.search);
    setText('');
  };
  return (
    <search>
      <form onSubmit={submit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          aria-label={t`Search people, circles and posts`}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Search`}
          className="h-10 w-full rounded-xl border border-input bg-card pr-3 pl-9 text-sm text-foreground outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30"
        />
      </form>
    </search>
  );
}

/** The phone's way in: an icon in the top bar that opens /search. */
export function ShellSearchLink() {
  const { t } = useLingui();
  return (
    <Link
      to={paths.app.search}
      aria-label={t`Search`}
      className="focus-ring inline-flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-accent"
    >
      <Search aria-hidden="true" className="size-5" />
    </Link>
  );
}
