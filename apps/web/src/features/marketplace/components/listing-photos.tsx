import type { Listing } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { categoryLooks } from '../lib/category-icons';

/** The listing's photos: the chosen one large (a fixed 4:3 box, no layout shift), the others as thumbnails. */
export function ListingPhotos({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const { Icon, tint } = categoryLooks[listing.category];
  const current = listing.photos[Math.min(shown, listing.photos.length - 1)];
  const title = listing.title;
  const number = shown + 1;
  const count = listing.photos.length;
  if (!current) {
    return (
      <div className={cn('flex h-40 items-center justify-center bg-gradient-to-br sm:h-56', tint)}>
        <Icon aria-hidden="true" className="size-16 opacity-80" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 bg-muted/40 p-2">
      <img
        src={current}
        srcSet={`${current}?w=640 640w, ${current}?w=1280 1280w`}
        sizes="(min-width: 768px) 720px, 100vw"
        alt={t`${title} (${number} of ${count})`}
        className="aspect-[4/3] w-full rounded-xl bg-muted object-contain"
      />
      {listing.photos.length > 1 ? (
        <ul aria-label={t`Photos`} className="flex gap-2 overflow-x-auto">
          {listing.photos.map((photo, index) => {
            const photoNumber = index + 1;
            return (
              <li key={photo}>
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-label={t`Show photo ${photoNumber}`}
                  aria-pressed={index === shown}
                  className={cn(
                    'focus-ring block size-16 overflow-hidden rounded-lg border-2',
                    index === shown ? 'border-primary' : 'border-transparent',
                  )}
                >
                  <img src={`${photo}?w=640`} alt="" className="size-full object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
