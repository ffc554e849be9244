import { type LanguageName, languages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { checkMediaFile } from '../../../lib/check-media-file';
import { cn } from '../../../lib/cn';
import { preferredLanguages } from '../../../lib/preferred-language';
import type { DraftMedia } from '../api/create-post';
import { languageNames } from '../lib/post-messages';

// A stable key per picked file (a file's language can change, and the same file can be picked twice).
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
const keyOf = (file: File) => {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
};

/**
 * docs/product.md §Product, §Data: a post's video or audio can come in each of the catalogue's seven languages, one
 * file per language, one of them marked original. The first file is the one picked above; more are added here.
 */
export function MediaLanguages({
  media,
  onChange,
  onError,
  disabled,
}: {
  media: DraftMedia;
  onChange: (media: DraftMedia) => void;
  onError: (message: string | null) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const languageLabel = (language: LanguageName) => i18n._(languageNames[language]);
  const languageOf = (fileName: string) => t`Language of ${fileName}`;
  const removeLabel = (language: LanguageName) => {
    const languageName = languageLabel(language);
    return t`Remove ${languageName}`;
  };
  const id = useId();
  const used = media.files.map((entry) => entry.language);
  const nextLanguage = preferredLanguages().find((language) => !used.includes(language));

  const addFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !nextLanguage) return;
    const error = checkMediaFile(file, media.kind);
    onError(error);
    if (!error) onChange({ ...media, files: [...media.files, { language: nextLanguage, file }] });
  };

  const setLanguage = (index: number, language: LanguageName) => {
    const previous = media.files[index]?.language;
    onChange({
      ...media,
      files: media.files.map((entry, at) => (at === index ? { ...entry, language } : entry)),
      // The original mark stays with its file.
      original: media.original === previous ? language : media.original,
    });
  };

  const removeFile = (index: number) => {
    const files = media.files.filter((_, at) => at !== index);
    const keepsOriginal = files.some((entry) => entry.language === media.original);
    onChange({
      ...media,
      files,
      original: keepsOriginal ? media.original : (files[0]?.language ?? 'english'),
    });
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border bg-card px-3 py-3" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">
        <Trans>Languages</Trans>
      </legend>
      <p className="text-xs text-muted-foreground">
        {media.kind === 'video' ? (
          <Trans>Add the same video in other languages; viewers get their own language first.</Trans>
        ) : (
          <Trans>Add the same audio in other languages; viewers get their own language first.</Trans>
        )}
      </p>
      <ul className="flex flex-col gap-2">
        {media.files.map((entry, index) => (
          <li key={keyOf(entry.file)} className="flex flex-wrap items-center gap-2">
            <select
              aria-label={languageOf(entry.file.name)}
              value={entry.language}
              onChange={(event) => setLanguage(index, event.target.value as LanguageName)}
              className="h-9 rounded-lg border border-input bg-card px-2 text-sm text-foreground outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30"
            >
              {languages
                .filter((option) => option.language === entry.language || !used.includes(option.language))
                .map((option) => (
                  <option key={option.language} value={option.language}>
                    {languageLabel(option.language)}
                  </option>
                ))}
            </select>
            <label className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name={`${id}-original`}
                checked={media.original === entry.language}
                onChange={() => onChange({ ...media, original: entry.language })}
                className="size-4 accent-primary"
              />
              <Trans>Original</Trans>
            </label>
            <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{entry.file.name}</span>
            {index > 0 ? (
              <button
                type="button"
                onClick={() => removeFile(index)}
                aria-label={removeLabel(entry.language)}
                className="focus-ring inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-accent"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {nextLanguage ? (
        <label
          className={cn(
            'focus-within:ring-3 focus-within:ring-ring/40 inline-flex h-9 w-fit cursor-pointer items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold hover:bg-accent',
            disabled && 'pointer-events-none opacity-55',
          )}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a language</Trans>
          <input
            type="file"
            accept={`${media.kind}/*`}
            aria-label={t`Add a language`}
            onChange={addFile}
            className="sr-only"
          />
        </label>
      ) : null}
    </fieldset>
  );
}
