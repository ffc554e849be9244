import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

type SettingSwitchProps = {
  label: string;
  description: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
};

/** An on/off setting: its label and description, and a switch (role=switch, Space or Enter flips it). */
export function SettingSwitch({ label, description, isOn, onChange }: SettingSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-describedby={descriptionId}
        onClick={() => onChange(!isOn)}
        className={cn(
          'focus-ring relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          isOn ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow-soft transition-transform',
            isOn ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
