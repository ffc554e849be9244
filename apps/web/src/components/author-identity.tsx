import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';
import { Avatar } from './ui/avatar';
import { Emoji } from './ui/emoji';

type AuthorLike = {
  avatarUrl: string | null;
  isVerified: boolean;
  profileCompleted: boolean;
};

/**
 * An author's picture beside their name (decorative). docs/product.md §Roles: verified members get the brand ring,
 * completed profiles a highlighted one.
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

/** The author's first three profile icons as emoji (docs/product.md §Data icon1-3), or nothing. */
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

/**
 * An author's name linking to their profile (/members/{handle}). Pass the avatar as `avatar` to make it a link too:
 * it stays out of the tab order and the accessibility tree, so each author is one stop named by their name.
 */
export function AuthorNameLink({
  handle,
  children,
  className,
}: {
  handle: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={paths.app.member(handle)} className={cn('focus-ring rounded hover:underline', className)}>
      {children}
    </Link>
  );
}

/** The avatar as a second, pointer-only way to the same profile. */
export function AuthorAvatarLink({ handle, children }: { handle: string; children: ReactNode }) {
  return (
    <Link to={paths.app.member(handle)} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
      {children}
    </Link>
  );
}
