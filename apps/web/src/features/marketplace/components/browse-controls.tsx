import { type ListingSort, listingSorts, parsePriceInput } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { sortNames } from '../lib/marketplace-texts';

/** Sort and a price range for the listings below; the range applies on 'Apply' (or Enter). */
export function BrowseControls({
  sort,
  min,
  max,
  hasWords,
  onChange,
}: {
  sort: ListingSort | undefined;
  min: string;
  max: string;
  hasWords: boolean;
  onChange: (changes: { sort?: string; min?: string; max?: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  const [error, setError] = useState<string>();
  // The range in the URL changed from outside (back and forward): show it.
  const [seen, setSeen] = useState(`${min}-${max}`);
  if (seen !== `${min}-${max}`) {
    setSeen(`${min}-${max}`);
    setLow(min);
    setHigh(max);
  }

  const sorts = listingSorts.filter((option) => hasWords || option !== 'relevance');
  const current = sort && sorts.includes(sort) ? sort : hasWords ? 'relevance' : 'newest';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const lowCents = low.trim() ? parsePriceInput(low) : 0;
    const highCents = high.trim() ? parsePriceInput(high) : Number.POSITIVE_INFINITY;
    if (lowCents === null || highCents === null || lowCents > highCents) {
      setError(t`Enter prices like 25 or 25.50, the lowest first.`);
      return;
    }
    setError(undefined);
    onChange({ min: low.trim(), max: high.trim() });
  };

  return (
    <form
      onSubmit={apply}
      aria-label={t`Sort and filter listings`}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="flex flex-col gap-1.5 sm:w-48">
        <Label htmlFor={`${id}-sort`}>
          <Trans>Sort by</Trans>
        </Label>
        <select
          id={`${id}-sort`}
          value={current}
          onChange={(event) => onChange({ sort: event.target.value })}
          className="focus-ring h-11 w-full rounded-xl border border-input bg-card px-3 text-base sm:text-sm"
        >
          {sorts.map((option) => (
            <option key={option} value={option}>
              {i18n._(sortNames[option])}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">
          <Trans>Price</Trans>
        </legend>
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-min`} className="sr-only">
            <Trans>Lowest price</Trans>
          </Label>
          <Input
            id={`${id}-min`}
            inputMode="decimal"
            placeholder={t`Min`}
            value={low}
            onChange={(event) => setLow(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-24"
          />
          <span aria-hidden="true" className="text-muted-foreground">
            –
          </span>
          <Label htmlFor={`${id}-max`} className="sr-only">
            <Trans>Highest price</Trans>
          </Label>
          <Input
            id={`${id}-max`}
            inputMode="decimal"
            placeholder={t`Max`}
            value={high}
            onChange={(event) => setHigh(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-24"
          />
          <Button type="submit" variant="outline">
            <Trans>Apply</Trans>
          </Button>
        </div>
      </fieldset>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-danger sm:basis-full">
        {error}
      </p>
    </form>
  );
}
