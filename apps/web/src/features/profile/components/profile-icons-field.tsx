import { profileMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useIcons } from '../../../api/icons/get-icons';
import { IconPicker } from '../../../components/icon-picker/icon-picker';
import { Button } from '../../../components/ui/button';
import { Emoji } from '../../../components/ui/emoji';
import { profileIconCount, useSettingsIconPosition, useSettingsIcons } from '../lib/settings-icons-store';
import { useProfileText } from './profile-messages';

/**
 * The three icons shown on the profile: three slots (click one to remove it) and, behind 'Change icons', the
 * shared icon grid to pick from (clicking a chosen icon removes it; a fourth pick replaces the third, like profile
 * setup). The grid of 1,384 emoji is only built when asked for, so the names stay quick to edit.
 */
export function ProfileIconsField({ error }: { error?: string }) {
  const selected = useSettingsIcons((state) => state.selected);
  const toggle = useSettingsIcons((state) => state.toggle);
  const icons = useIcons();
  const [isPicking, setIsPicking] = useState(false);
  const { t } = useLingui();
  const profileText = useProfileText();
  const pickerId = useId();
  const names = useMemo(
    () => new Map((icons.data ?? []).map((icon) => [icon.iconCode, icon.iconName])),
    [icons.data],
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Profile icons</Trans>
      </legend>
      <ol aria-label={t`Chosen icons`} className="grid grid-cols-3 gap-2">
        {Array.from({ length: profileIconCount }, (_, index) => {
          const code = selected[index];
          if (!code) {
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots.
                key={index}
                className="flex h-16 items-center justify-center rounded-2xl border-2 border-dashed text-sm text-muted-foreground"
              >
                <span className="sr-only">{t`Empty slot`} </span>
                {index + 1}
              </li>
            );
          }
          const name = names.get(code) ?? code;
          return (
            <li key={code}>
              <button
                type="button"
                onClick={() => toggle(code)}
                aria-label={t`Remove ${name}`}
                className="focus-ring group relative flex h-16 w-full items-center justify-center rounded-2xl border-2 border-primary/60 bg-secondary text-3xl hover:border-destructive"
              >
                <Emoji code={code} />
                <X
                  aria-hidden="true"
                  className="absolute top-1 right-1 size-3.5 text-muted-foreground group-hover:text-destructive"
                />
              </button>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="min-h-5 text-sm leading-5 text-danger">
        {profileText(error ?? (selected.length === profileIconCount ? '' : profileMessages.threeIcons))}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={isPicking}
        aria-controls={pickerId}
        onClick={() => setIsPicking((open) => !open)}
      >
        <Trans>Change icons</Trans>
        <ChevronDown aria-hidden="true" className={isPicking ? 'size-4 rotate-180' : 'size-4'} />
      </Button>
      {isPicking ? (
        <IconPicker
          id={pickerId}
          startWith="first"
          onToggle={toggle}
          useSelectionPosition={useSettingsIconPosition}
          gridClassName="max-h-56"
        />
      ) : null}
    </fieldset>
  );
}
