import { Trans } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';

/**
 * Issue #54: a private circle can start hidden. The same words as the circle's Settings (circle-settings-dialog):
 * what anyone the owner has not invited sees.
 */
export function HiddenChoice({
  id,
  isHidden,
  onChange,
}: {
  id: string;
  isHidden: boolean;
  onChange: (isHidden: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer gap-3 rounded-xl border p-3 hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
    >
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={isHidden}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
      />
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span className="flex flex-col">
        <span id={`${id}-label`} className="font-medium">
          <Trans>Hidden</Trans>
        </span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          <Trans>Anyone else sees “Circle not found”. Only people you invite can join.</Trans>
        </span>
      </span>
    </label>
  );
}
