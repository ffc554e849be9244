import { isLocale, type Locale, supportedLocales } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';

type LanguageSelectProps = { value: Locale; onChange: (locale: Locale) => void };

/**
 * Issue #53: the language the product is drawn in, each named in its own language (so a member who cannot read
 * the current one still finds theirs), with `lang` on each so a screen reader says it right.
 */
export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-6">
      <div className="min-w-0">
        <Label htmlFor={id}>
          <Trans>Language</Trans>
        </Label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          <Trans>Circles, its emails and notifications in your language. Posts stay as written.</Trans>
        </p>
      </div>
      <select
        id={id}
        value={value}
        aria-describedby={descriptionId}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
        className="focus-ring h-11 w-full shrink-0 rounded-xl border border-input bg-card px-3 text-base sm:w-52 sm:text-sm"
      >
        {supportedLocales.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
    </div>
  );
}
