import { isAudioUrl, type MediaFile, type Post } from '@circles/contracts';
import { useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import { languageLabel, preferredLanguages } from '../../lib/preferred-language';
import { MediaFrame } from './media-frame';

/** The post's photo, video or audio (SPEC §3: videos and audios come as one file per language). */
export function PostMedia({ post }: { post: Post }) {
  if (post.image) return <PostImage src={post.image} description={post.mediaAlt} />;
  if (post.videos.length > 0)
    return <LanguageMedia files={post.videos} kind="video" description={post.mediaAlt} />;
  if (post.audios.length > 0) return <LanguageMedia files={post.audios} kind="audio" />;
  return null;
}

function PostImage({ src, description }: { src: string; description: string | null }) {
  // A fixed aspect box reserves the space before the image arrives: no layout shift in the feed.
  return (
    <MediaFrame src={src} className="aspect-[4/3]" description={description}>
      {({ onReady, onBroken }) => (
        <img
          src={src}
          // The author's description (issue #18) when there is one.
          alt={description ?? 'Post attachment'}
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
  const ordered = useMemo(() => inPreferredOrder(files), [files]);
  const original = files.find((file) => file.original) ?? files[0];
  const [language, setLanguage] = useState(ordered[0]?.language);
  const file = files.find((entry) => entry.language === language) ?? original;
  if (!file) return null;
  // An audio file can also arrive among videos; its extension decides the player (SPEC §1).
  const asAudio = kind === 'audio' || isAudioUrl(file.url);

  return (
    <div className="flex flex-col gap-2">
      {files.length > 1 ? (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Language</legend>
          {ordered.map((entry) => (
            <button
              key={entry.language}
              type="button"
              aria-pressed={entry.language === file.language}
              aria-label={`${languageLabel(entry.language)}${entry.original ? ' (original)' : ''}`}
              onClick={() => setLanguage(entry.language)}
              className={cn(
                'focus-ring rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                entry.language === file.language
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-muted-foreground hover:bg-accent',
              )}
            >
              {entry.abbreviation}
              {entry.original ? <span className="font-normal opacity-80"> · original</span> : null}
            </button>
          ))}
        </fieldset>
      ) : null}
      {asAudio ? (
        <MediaFrame key={file.url} src={file.url} className="px-3 py-3">
          {({ onReady, onBroken }) => (
            // biome-ignore lint/a11y/useMediaCaption: members' own recordings come without captions
            <audio
              src={file.url}
              controls
              preload="metadata"
              onLoadedMetadata={onReady}
              onError={onBroken}
              className="w-full"
            />
          )}
        </MediaFrame>
      ) : (
        <MediaFrame key={file.url} src={file.url} className="aspect-video bg-black" description={description}>
          {({ onReady, onBroken }) => (
            // biome-ignore lint/a11y/useMediaCaption: members' own recordings come without captions
            <video
              src={file.url}
              aria-label={description ?? undefined}
              controls
              playsInline
              preload="metadata"
              onLoadedData={onReady}
              onError={onBroken}
              className="size-full object-contain"
            />
          )}
        </MediaFrame>
      )}
    </div>
  );
}
