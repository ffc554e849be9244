import { limits } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/**
 * Alt text for a post's photo or video (issue #18): a gentle reminder while it is empty, or a requirement when the
 * member's settings turn it on (the server checks that too).
 */
export function AltTextField({
  kind,
  value,
  onChange,
  isRequired,
  disabled,
}: {
  kind: 'image' | 'video';
  value: string;
  onChange: (value: string) => void;
  isRequired: boolean;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const isPhoto = kind === 'image';
  const isMissing = value.trim().length === 0;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-alt`}>
        <Trans>Alt text</Trans>{' '}
        <span className="font-normal text-muted-foreground">
          {isRequired ? t`(required)` : t`(recommended)`}
        </span>
      </Label>
      <textarea
        id={`${id}-alt`}
        value={value}
        maxLength={limits.altTextMax}
        rows={2}
        disabled={disabled}
        required={isRequired}
        aria-invalid={isRequired && isMissing ? true : undefined}
        aria-describedby={`${id}-alt-hint`}
        onChange={(event) => onChange(event.target.value)}
        placeholder={
          isPhoto
            ? t`Describe the photo for people who can't see it`
            : t`Describe the video for people who can't see it`
        }
        className="w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
      />
      <p
        id={`${id}-alt-hint`}
        className={cn('text-xs', isRequired && isMissing ? 'text-danger' : 'text-muted-foreground')}
      >
        {isMissing
          ? isRequired
            ? isPhoto
              ? t`Your settings ask for a description of every photo you post.`
              : t`Your settings ask for a description of every video you post.`
            : isPhoto
              ? t`A short description lets people who use screen readers know what the photo shows.`
              : t`A short description lets people who use screen readers know what the video shows.`
          : t`Screen readers read this aloud; it also shows if the file cannot load.`}
      </p>
    </div>
  );
}
