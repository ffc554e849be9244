import { BrickWall, Check, PencilLine, UserRound, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ProfileMode } from '../lib/use-profile-url-state';

type ProfileModeBarProps = {
  mode: ProfileMode;
  onModeChange: (mode: ProfileMode) => void;
  /** The viewer owns the wall: Edit, then Cancel and Save, are offered in wall mode. */
  canEdit: boolean;
  editing: boolean;
  isSaving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
};

const segment =
  'focus-ring inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors';

/** SPEC §2 wall overlay: the Wall/Profile toggle, and in wall mode Edit (then Cancel and Save) for the owner. */
export function ProfileModeBar({
  mode,
  onModeChange,
  canEdit,
  editing,
  isSaving,
  onEdit,
  onCancel,
  onSave,
}: ProfileModeBarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <fieldset className="inline-flex rounded-full border bg-card p-1 shadow-xs">
        <legend className="sr-only">View</legend>
        {(['profile', 'wall'] as const).map((value) => {
          const Icon = value === 'wall' ? BrickWall : UserRound;
          const isActive = mode === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onModeChange(value)}
              className={cn(
                segment,
                isActive
                  ? 'bg-primary text-primary-foreground shadow-soft'
                  : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {value === 'wall' ? 'Wall' : 'Profile'}
            </button>
          );
        })}
      </fieldset>
      {mode === 'wall' && canEdit ? (
        <div className="flex items-center gap-2">
          {editing ? (
            <>
              <Button variant="outline" size="sm" onClick={onCancel} disabled={isSaving}>
                <X aria-hidden="true" className="size-4" />
                Cancel
              </Button>
              <Button size="sm" onClick={onSave} isLoading={isSaving}>
                {isSaving ? null : <Check aria-hidden="true" className="size-4" />}
                Save
              </Button>
            </>
          ) : (
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <PencilLine aria-hidden="true" className="size-4" />
              Edit
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
