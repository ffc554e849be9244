import { isAudioUrl, type MediaFile, type Post } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDuration, spokenDuration } from '../../lib/format-duration';
import { languageLabel, preferredLanguages } from '../../lib/preferred-language';
import { MediaFrame } from './media-frame';

/** The post's photo, video or audio (docs/product.md §Data: videos and audios come as one file per language). */
export function PostMedia({ post }: { post: Post }) {
  if (post.image) return <PostImage src={post.image} size={post.imageSize} description={post.mediaAlt} />;
  if (post.videos.length > 0)
    return <LanguageMedia files={post.videos} kind="video" description={post.mediaAlt} />;
  if (post.audios.length > 0) return <LanguageMedia files={post.audios} kind="audio" />;
  return null;
}

/** The feed column is at most 640 CSS px wide (max-w-2xl less the card's padding); a phone's is the screen. */
const feedImageSizes = '(min-width: 720px) 640px, 100vw';

/** `url?w=640 640w, url?w=1280 1280w, url 2000w`: the browser picks the narrowest that fills the box. */
export const imageSrcSet = (src: string, size: NonNullable<Post['imageSize']>) =>
  // A srcset (addresses and widths), not a text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  [...size.widths.map((width) => `${src}?w=${width} ${width}w`), `${src} ${size.width}w`].join(', ');

/** The photo's own shape, kept between 4:5 and 2:1 so a panorama or a tall screenshot stays readable. */
const aspectOf = (size: Post['imageSize']) =>
  size ? Math.min(2, Math.max(0.8, size.width / size.height)) : 4 / 3;

function PostImage({
  src,
  size,
  description,
}: {
  src: string;
  size: Post['imageSize'];
  description: string | null;
}) {
  const { t } = useLingui();
  // A box of the photo's shape reserves the space before the image arrives: no layout shift in the feed.
  return (
    <MediaFrame src={src} style={{ aspectRatio: aspectOf(size) }} description={description}>
      {({ onReady, onBroken }) => (
        <img
          src={src}
          srcSet={size && size.widths.length > 0 ? imageSrcSet(src, size) : undefined}
          sizes={size && size.widths.length > 0 ? feedImageSizes : undefined}
          width={size?.width}
          height={size?.height}
          // The author's description (issue #18) when there is one.
          alt={description ?? t`Post attachment`}
          loading="lazy"
          decoding="async"
          onLoad={onReady}
          onError={onBroken}
          className="size-full object-contain"
        />
      )}
    </MediaFrame>
  );
}

/** The viewer's preferred languages first (the first of them plays), then the rest in catalogue order. */
function inPreferredOrder(files: MediaFile[]) {
  const order: string[] = preferredLanguages();
  return [...files].sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language));
}

function LanguageMedia({
  files,
  kind,
  description = null,
}: {
  files: MediaFile[];
  kind: 'video' | 'audio';
  description?: string | null;
}) {
  const { t } = useLingui();
  const ordered = useMemo(() => inPreferredOrder(files), [files]);
  const original = files.find((file) => file.original) ?? files[0];
  const [language, setLanguage] = useState(ordered[0]?.language);
  const file = files.find((entry) => entry.language === language) ?? original;
  if (!file) return null;
  const originalLabel = (language: string) => t`${language} (original)`;
  // An audio file can also arrive among videos; its extension decides the player (docs/product.md §Product).
  const asAudio = kind === 'audio' || isAudioUrl(file.url);

  return (
    <div className="flex flex-col gap-2">
      {files.length > 1 ? (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">
            <Trans>Language</Trans>
          </legend>
          {ordered.map((entry) => (
            <button
              key={entry.language}
              type="button"
              aria-pressed={entry.language === file.language}
              aria-label={
                entry.original ? originalLabel(languageLabel(entry.language)) : languageLabel(entry.language)
              }
              onClick={() => setLanguage(entry.language)}
              className={cn(
                'focus-ring rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                entry.language === file.language
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-muted-foreground hover:bg-accent',
              )}
            >
              {entry.abbreviation}
              {/* Full strength: dimmed, the mark fell under AA contrast on an unchosen chip (issue #41). */}
              {entry.original ? <span className="font-normal"> · {t`original`}</span> : null}
            </button>
          ))}
        </fieldset>
      ) : null}
      {asAudio ? <PostAudio file={file} /> : <PostVideo file={file} description={description} />}
    </div>
  );
}

/** The length, shown on the player before it loads (issue #52), and read out in full. */
function DurationLabel({ durationMs, className }: { durationMs: number; className?: string }) {
  return (
    <span className={cn('rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums', className)}>
      <span aria-hidden="true">{formatDuration(durationMs)}</span>
      <span className="sr-only">{spokenDuration(durationMs)}</span>
    </span>
  );
}

function PostAudio({ file }: { file: MediaFile }) {
  return (
    <MediaFrame key={file.url} src={file.url} className="flex items-center gap-2 px-3 py-3">
      {({ onReady, onBroken }) => (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: members' own recordings come without captions */}
          <audio
            src={file.url}
            controls
            preload="metadata"
            onLoadedMetadata={onReady}
            onError={onBroken}
            className="min-w-0 flex-1"
          />
          {file.durationMs ? (
            <DurationLabel durationMs={file.durationMs} className="shrink-0 text-muted-foreground" />
          ) : null}
        </>
      )}
    </MediaFrame>
  );
}

/** A processed video's poster: the narrow copy when it has one (a phone's feed column needs no more). */
const posterOf = (poster: MediaFile['poster']) =>
  poster ? (poster.widths.includes(640) ? `${poster.url}&w=640` : poster.url) : undefined;

function PostVideo({ file, description }: { file: MediaFile; description: string | null }) {
  // The video's own shape (kept between 4:5 and 2:1) reserves its box before it loads: no layout shift.
  const aspect = file.width && file.height ? Math.min(2, Math.max(0.8, file.width / file.height)) : 16 / 9;
  return (
    <MediaFrame
      key={file.url}
      src={file.url}
      className="bg-black"
      style={{ aspectRatio: aspect }}
      description={description}
    >
      {({ onReady, onBroken }) => (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: members' own recordings come without captions */}
          <video
            src={file.url}
            poster={posterOf(file.poster)}
            aria-label={description ?? undefined}
            width={file.width ?? undefined}
            height={file.height ?? undefined}
            controls
            playsInline
            preload="metadata"
            // With a poster there is something to see as soon as the metadata is in.
            onLoadedMetadata={file.poster ? onReady : undefined}
            onLoadedData={onReady}
            onError={onBroken}
            className="size-full object-contain"
          />
          {file.durationMs ? (
            <DurationLabel
              durationMs={file.durationMs}
              className="pointer-events-none absolute top-2 right-2 bg-black/70 text-white"
            />
          ) : null}
        </>
      )}
    </MediaFrame>
  );
}
