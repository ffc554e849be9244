import {
  createPostSchema,
  isPendingResult,
  limits,
  type MediaKind,
  mediaProcessingMessages,
  postMessages,
} from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { useCircles } from '../../../api/circles/get-circles';
import { usePreferences } from '../../../api/preferences/get-preferences';
import { PostTextCounter } from '../../../components/posts/post-text-counter';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-client';
import { checkMediaFile } from '../../../lib/check-media-file';
import { preferredLanguages } from '../../../lib/preferred-language';
import { toast } from '../../../lib/toast';
import { type DraftMedia, useCreatePost } from '../api/create-post';
import { usePostText } from '../lib/post-messages';
import { AltTextField } from './alt-text-field';
import { MediaLanguages } from './media-languages';
import { MediaPickers } from './media-pickers';
import { MediaPreview } from './media-preview';
import { RecordingView } from './recording-view';
import { useVideoRecorder } from './use-video-recorder';

/** A first file is taken to be in the member's own (browser) language, and is the original. */
function firstMedia(file: File, kind: MediaKind): DraftMedia {
  const language = preferredLanguages()[0] ?? 'english';
  return { kind, files: [{ language, file }], original: language };
}

/** The typed part of a new post, checked by the contracts rules; the media is checked as it is picked. */
const postFormSchema = z.object({
  circleId: createPostSchema.shape.circleId,
  content: createPostSchema.shape.content,
  mediaAlt: createPostSchema.shape.mediaAlt,
});
type PostForm = z.input<typeof postFormSchema>;

/** The Create Post form inside the modal (docs/product.md §Behaviour). */
export function CreatePostForm({
  presetCircleId,
  onDone,
}: {
  presetCircleId: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const postText = usePostText();
  const id = useId();
  const circles = useCircles();
  const joined = (circles.data ?? []).filter((circle) => circle.isJoined);
  const form = useForm<PostForm, unknown, z.output<typeof postFormSchema>>({
    resolver: zodResolver(postFormSchema),
    defaultValues: { circleId: '', content: '', mediaAlt: '' },
  });
  const [content, chosenCircleId, mediaAlt] = form.watch(['content', 'circleId', 'mediaAlt']);
  const altText = mediaAlt ?? '';
  const circleError = postText(form.formState.errors.circleId?.message);
  // Opened on a circle's page (or for a circle): that circle is preselected when the member has joined it.
  const pathCircleId = circleIdInPath(useLocation().pathname);
  const defaultCircleId = presetCircleId ?? pathCircleId;
  const circleId =
    chosenCircleId || (joined.some((circle) => circle.id === defaultCircleId) ? defaultCircleId : '');
  const [media, setMedia] = useState<DraftMedia | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const setAltText = (text: string) => form.setValue('mediaAlt', text);
  const isAltRequired = usePreferences().data?.require_alt_text === 'true';
  const createPost = useCreatePost();
  const recorder = useVideoRecorder({ onRecorded: (file) => setMedia(firstMedia(file, 'video')) });

  const isRecording = recorder.status === 'starting' || recorder.status === 'recording';
  const remaining = limits.postMax - content.length;
  const isVisual = media !== null && media.kind !== 'audio';
  const isAltMissing = isVisual && isAltRequired && altText.trim().length === 0;
  const canSubmit =
    content.trim().length > 0 && circleId !== '' && !createPost.isPending && !isRecording && !isAltMissing;

  const onPick = (kind: MediaKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Media choices are mutually exclusive: a new pick clears the others, the recording included.
    recorder.reset();
    setMedia(null);
    setAltText('');
    const error = checkMediaFile(file, kind);
    setMediaError(error);
    if (!error) setMedia(firstMedia(file, kind));
  };

  const removeMedia = () => {
    recorder.reset();
    setMedia(null);
    setAltText('');
    setMediaError(null);
  };

  const send = form.handleSubmit((values) => {
    if (!joined.some((circle) => circle.id === values.circleId)) {
      form.setError('circleId', { message: postMessages.invalidCircle });
      return;
    }
    createPost.mutate(
      { content: values.content, circleId: values.circleId, media, mediaAlt: values.mediaAlt ?? undefined },
      {
        onSuccess: (result) => {
          // A video or audio is processed first (issue #52): the post shows its progress at the top of the feed.
          if (isPendingResult(result)) toast.success(postText(mediaProcessingMessages.waiting));
          else toast.success(t`Post created`);
          onDone();
        },
      },
    );
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    // The preselected circle counts as chosen.
    form.setValue('circleId', circleId);
    void send(event);
  };

  const shownError = mediaError ? postText(mediaError) : recorder.error ? i18n._(recorder.error) : null;
  const formError = createPost.error
    ? postText(getErrorMessage(createPost.error, postMessages.createFailed))
    : null;

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <DialogHeader className="text-left">
        <DialogTitle>
          <Trans>Create Post</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Share something with one of your circles.</Trans>
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-circle`}>
          <Trans>Circle</Trans>
        </Label>
        <Controller
          control={form.control}
          name="circleId"
          render={({ field }) => (
            <select
              {...field}
              id={`${id}-circle`}
              value={circleId}
              onChange={(event) => {
                field.onChange(event.target.value);
                form.clearErrors('circleId');
              }}
              aria-invalid={circleError ? true : undefined}
              aria-describedby={circleError ? `${id}-circle-error` : undefined}
              className="h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
            >
              <option value="">{circles.isPending ? t`Loading circles...` : t`Select a circle`}</option>
              {joined.map((circle) => (
                <option key={circle.id} value={circle.id}>
                  {circle.name}
                </option>
              ))}
            </select>
          )}
        />
        {circleError ? (
          <p id={`${id}-circle-error`} className="text-sm text-danger">
            {circleError}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-content`}>
          <Trans>Post text</Trans>
        </Label>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <textarea
              {...field}
              id={`${id}-content`}
              onChange={(event) => field.onChange(event.target.value.slice(0, limits.postMax))}
              placeholder={t`What's on your mind?`}
              rows={4}
              aria-describedby={`${id}-counter`}
              className="w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
            />
          )}
        />
        <PostTextCounter id={`${id}-counter`} remaining={remaining} />
      </div>

      <MediaPickers
        chosenKind={recorder.status === 'stopped' ? undefined : media?.kind}
        isRecording={isRecording}
        canRecord={media === null}
        disabled={createPost.isPending}
        onPick={onPick}
        onRecord={() => {
          setMediaError(null);
          void recorder.start();
        }}
      />

      {isRecording ? (
        <RecordingView
          stream={recorder.stream}
          isStarting={recorder.status === 'starting'}
          elapsed={recorder.elapsed}
          onStop={recorder.stop}
        />
      ) : null}
      {media?.files[0] ? (
        <MediaPreview file={media.files[0].file} kind={media.kind} onRemove={removeMedia} />
      ) : null}
      {media && media.kind !== 'audio' ? (
        <AltTextField
          kind={media.kind}
          value={altText}
          onChange={setAltText}
          isRequired={isAltRequired}
          disabled={createPost.isPending}
        />
      ) : null}
      {media && media.kind !== 'image' ? (
        <MediaLanguages
          media={media}
          onChange={setMedia}
          onError={setMediaError}
          disabled={createPost.isPending}
        />
      ) : null}
      {shownError ? <ErrorLine message={shownError} /> : null}
      {formError ? <ErrorLine message={formError} /> : null}

      <div className="flex justify-end gap-2 border-t pt-4">
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!canSubmit} isLoading={createPost.isPending}>
          {createPost.isPending ? t`Posting...` : t`Post`}
        </Button>
      </div>
    </form>
  );
}

function circleIdInPath(pathname: string) {
  const segment = pathname.match(/^\/circles\/([^/]+)/)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

function ErrorLine({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-danger-surface px-3 py-2 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
      {message}
    </p>
  );
}
