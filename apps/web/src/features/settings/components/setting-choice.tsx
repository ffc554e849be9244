import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

export type ChoiceOption<Value extends string> = {
  value: Value;
  label: string;
  icon: LucideIcon;
  description?: string;
};

type SettingChoiceProps<Value extends string> = {
  legend: string;
  description: string;
  options: ChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
};

/**
 * A labelled radio group drawn as tiles. Each native radio is laid, unstyled, over its whole tile: a click anywhere
 * on the tile is a click on the radio, Tab reaches the group, the arrow keys move the choice, and the tile of the
 * focused radio shows the focus ring.
 */
export function SettingChoice<Value extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  className,
}: SettingChoiceProps<Value>) {
  const name = useId();
  const descriptionId = `${name}-description`;
  return (
    // The padding sits on a wrapper: a legend is drawn in its fieldset's border, above any padding.
    <div className="px-5 py-4 sm:px-6">
      <fieldset aria-describedby={descriptionId}>
        <legend className="text-sm font-medium text-foreground">{legend}</legend>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
        <div className={cn('mt-3 grid gap-2', className)}>
          {options.map((option) => {
            const isChosen = option.value === value;
            const Icon = option.icon;
            return (
              <label
                key={option.value}
                className={cn(
                  'relative flex items-center rounded-xl border px-3 py-2.5 transition-colors',
                  // A label alone fits three across a phone only with the icon above it.
                  option.description ? 'gap-3' : 'flex-col justify-center gap-1 px-2 sm:flex-row sm:gap-2.5',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                  isChosen
                    ? 'border-primary bg-secondary text-secondary-foreground'
                    : 'bg-card hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={isChosen}
                  onChange={() => onChange(option.value)}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl outline-none"
                />
                <Icon aria-hidden="true" className={cn('size-4.5 shrink-0', isChosen && 'text-primary')} />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{option.label}</span>
                  {option.description ? (
                    <span className="block text-xs text-muted-foreground">{option.description}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
