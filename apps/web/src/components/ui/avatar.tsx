import { useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Served from public/: the picture for members without one, or whose picture fails to load (docs/product.md
 * §Screens).
 */
export const defaultAvatarUrl = '/default-avatar.svg';

const sizes = { sm: 'size-8', md: 'size-10', lg: 'size-14', xl: 'size-24 sm:size-28' } as const;

type AvatarProps = {
  src?: string | null;
  /** Whose picture this is; the image is decorative when the name is shown beside it (pass ''). */
  alt: string;
  size?: keyof typeof sizes;
  /** Verified members get a ring in the brand colour (docs/product.md §Roles). */
  isVerified?: boolean;
  className?: string;
};

export function Avatar({ src, alt, size = 'md', isVerified = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : defaultAvatarUrl;
  return (
    <img
      src={url}
      alt={alt}
      width={size === 'xl' ? 112 : 56}
      height={size === 'xl' ? 112 : 56}
      loading={size === 'xl' ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (url !== defaultAvatarUrl) setFailedSrc(url);
      }}
      className={cn(
        'shrink-0 rounded-full bg-muted object-cover',
        isVerified ? 'ring-2 ring-primary ring-offset-2 ring-offset-background' : 'ring-1 ring-border',
        sizes[size],
        className,
      )}
    />
  );
}
