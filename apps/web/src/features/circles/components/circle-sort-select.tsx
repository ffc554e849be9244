import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { type CircleSort, circleSortOptions } from '../lib/sort-circles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export function CircleSortSelect({
  value,
  onChange,
}: {
  value: CircleSort;
  onChange: (sort: CircleSort) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        <Trans>Sort by</Trans>
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as CircleSort)}>
        <SelectTrigger id={id} className="h-10 w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {circleSortOptions.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {i18n._(option.label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
