import { mediaMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { checkMediaFile } from '../../../lib/check-media-file';
import { cn } from '../../../lib/cn';
import { useUploadAvatar } from '../api/upload-avatar';
import { useProfileText } from './profile-messages';

type ProfileAvatarProps = {
  fullName: string;
  avatarUrl: string | null;
  isVerified: boolean;
  profileCompleted: boolean;
  /** The viewer's own profile: the picture can be changed. */
  isOwn: boolean;
};

/**
 * The profile's large avatar with docs/product.md §Roles's rings: verified members the brand ring, completed
 * profiles the highlighted one. On one's own profile a camera button picks a new picture (image files only, under
 * 5MB).
 */
export function ProfileAvatar({
  fullName,
  avatarUrl,
  isVerified,
  profileCompleted,
  isOwn,
}: ProfileAvatarProps) {
  const { t } = useLingui();
  const profileText = useProfileText();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const error = profileText(
    fileError ?? (upload.isError ? getErrorMessage(upload.error, mediaMessages.uploadFailed) : undefined),
  );

  const onPick = (file: File | undefined) => {
    if (!file) return;
    const problem = checkMediaFile(file, 'image');
    setFileError(problem);
    if (problem) return;
    upload.mutate(file);
  };

  const picture = (
    <Avatar
      src={avatarUrl}
      alt={isOwn ? '' : t`${fullName}'s picture`}
      size="xl"
      isVerified={isVerified}
      className={cn(
        'ring-offset-4',
        isVerified ? 'ring-4' : profileCompleted ? 'ring-4 ring-amber-400' : undefined,
      )}
    />
  );
  if (!isOwn) return picture;

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        {picture}
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-describedby={error ? errorId : undefined}
          className="focus-ring absolute -right-1 -bottom-1 inline-flex size-10 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground shadow-soft transition-colors hover:bg-primary-hover disabled:opacity-80"
        >
          {upload.isPending ? (
            <Spinner className="size-4.5" label={t`Uploading picture`} />
          ) : (
            <Camera aria-hidden="true" className="size-4.5" />
          )}
          <span className="sr-only">
            <Trans>Change profile picture</Trans>
          </span>
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-label={t`Profile picture file`}
          className="sr-only"
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="max-w-48 text-center text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
