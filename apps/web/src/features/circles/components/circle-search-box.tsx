import { circleSearchMax } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** The /circles search: types freely, reports the trimmed text once typing pauses (and at once on Enter). */
export function CircleSearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
  }, [settled, value, onSearch]);

  return (
    <search className="w-full sm:w-64">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t`Search circles`}
          placeholder={t`Search circles...`}
          maxLength={circleSearchMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-10 pl-9"
        />
      </form>
    </search>
  );
}
