import { useState } from 'react';
import { cn } from '../../../lib/cn';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
} as const;

const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?';

type MemberAvatarProps = {
  fullName: string;
  avatarUrl: string | null;
  isVerified?: boolean;
  size?: keyof typeof sizes;
  className?: string;
};

/**
 * A member's picture; a missing or broken one falls back to their initials (docs/product.md §Screens: missing
 * avatars fall back to a default). Verified members get the ring. Decorative: the name is always given beside or
 * around it.
 */
export function MemberAvatar({
  fullName,
  avatarUrl,
  isVerified = false,
  size = 'md',
  className,
}: MemberAvatarProps) {
  const [isBroken, setIsBroken] = useState(false);
  const showImage = Boolean(avatarUrl) && !isBroken;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground',
        isVerified && 'ring-2 ring-primary ring-offset-2 ring-offset-card',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={avatarUrl ?? undefined}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setIsBroken(true)}
        />
      ) : (
        initialsOf(fullName)
      )}
    </span>
  );
}
