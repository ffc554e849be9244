import { type Icon, limits } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Emoji } from '../../../components/ui/emoji';
import { cn } from '../../../lib/cn';

type SelectedIconsProps = {
  selected: readonly string[];
  iconsByCode: ReadonlyMap<string, Icon>;
  onRemove: (code: string) => void;
};

const profileSlots = 3;

function Slot({
  code,
  position,
  icon,
  onRemove,
}: {
  code: string | undefined;
  position: number;
  icon: Icon | undefined;
  onRemove: (code: string) => void;
}) {
  const { t } = useLingui();
  if (!code) {
    return (
      <li className="flex aspect-square items-center justify-center rounded-2xl border-2 border-dashed text-sm font-medium text-muted-foreground/70">
        <Trans>
          <span className="sr-only">Empty slot </span>
          {position}
        </Trans>
      </li>
    );
  }
  const name = icon?.iconName ?? code;
  return (
    <li>
      <button
        type="button"
        onClick={() => onRemove(code)}
        aria-label={t`Remove ${name}`}
        title={t`Remove ${name}`}
        className={cn(
          'focus-ring group relative flex aspect-square w-full items-center justify-center rounded-2xl border-2 border-primary/60 bg-secondary',
          'text-3xl leading-none transition-colors hover:border-destructive sm:text-4xl',
        )}
      >
        <Emoji code={code} />
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 inline-flex size-5 items-center justify-center rounded-full bg-card text-muted-foreground shadow-soft ring-1 ring-border group-hover:text-destructive"
        >
          <X className="size-3" />
        </span>
      </button>
    </li>
  );
}

/** The six picks in order: the first three are shown on the profile, the last three are security icons. */
export function SelectedIcons({ selected, iconsByCode, onRemove }: SelectedIconsProps) {
  const { t } = useLingui();
  const slots = Array.from({ length: limits.iconsRequired }, (_, index) => selected[index]);
  const groups = [
    { key: 'profile', title: t`Shown on your profile`, start: 0, end: profileSlots },
    { key: 'security', title: t`Security icons`, start: profileSlots, end: limits.iconsRequired },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-5">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title} className="flex flex-col gap-2">
          <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.title}
          </h2>
          <ol className="grid grid-cols-3 gap-2">
            {slots.slice(group.start, group.end).map((code, offset) => {
              const position = group.start + offset + 1;
              return (
                <Slot
                  key={position}
                  code={code}
                  position={position}
                  icon={code ? iconsByCode.get(code) : undefined}
                  onRemove={onRemove}
                />
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
