import { cn } from '../lib/cn';
import { Avatar } from './ui/avatar';
import { Emoji } from './ui/emoji';

type AuthorLike = {
  avatarUrl: string | null;
  isVerified: boolean;
  profileCompleted: boolean;
};

/**
 * An author's picture beside their name (decorative). SPEC §6: verified members get the brand ring, completed
 * profiles a highlighted one.
 */
export function AuthorAvatar({
  author,
  size = 'md',
  className,
}: {
  author: AuthorLike;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <Avatar
      src={author.avatarUrl}
      alt=""
      size={size}
      isVerified={author.isVerified}
      className={cn(
        !author.isVerified &&
          author.profileCompleted &&
          'ring-2 ring-amber-400 ring-offset-2 ring-offset-card',
        className,
      )}
    />
  );
}

/** The author's first three profile icons as emoji (SPEC §3 icon1-3), or nothing. */
export function AuthorIcons({ iconCodes, className }: { iconCodes: string[]; className?: string }) {
  if (iconCodes.length === 0) return null;
  return (
    <span className={cn('inline-flex gap-0.5 text-base', className)}>
      {iconCodes.slice(0, 3).map((code) => (
        <Emoji key={code} code={code} />
      ))}
    </span>
  );
}
