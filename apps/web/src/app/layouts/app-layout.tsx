import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CreatePostModal } from '../../features/posts/components/create-post-modal';
import { cn } from '../../lib/cn';
import { SavedListingsSlotContext } from '../../lib/saved-listings-slot';
import { useIsMobile, useMediaQuery } from '../../lib/use-media-query';
import { useWallModeStore, WallSlotContext } from '../../lib/wall-slot';
import { AmigoChat } from '../shell/amigo/amigo-chat';
import { AmigoLauncher } from '../shell/amigo/amigo-launcher';
import { CreatePostButton } from '../shell/create-post-button';
import { DesktopSidebar } from '../shell/desktop-sidebar';
import { useFloatingControls } from '../shell/floating/use-floating-controls';
import { LazyProfileWall } from '../shell/lazy-profile-wall';
import { LazySavedListings } from '../shell/lazy-saved-listings';
import { MobileTopBar } from '../shell/mobile-top-bar';
import { useMemberPreferences } from '../shell/use-member-preferences';

/** The Amigo panel sits beside the page from Tailwind's xl breakpoint (1280 px). */
const largeScreen = '(min-width: 1280px)';
/** A phone held upright, whatever its user agent says: floating buttons hide while it scrolls down. */
const phoneScreen = '(max-width: 639px)';

/**
 * The member shell (docs/product.md §Screens 'Layout and navigation'): desktop sidebar or mobile top bar with its
 * menu, the page, the Amigo panel on large screens (a floating button elsewhere) and the floating Create Post
 * button. It also applies the member's saved theme and notification preferences. The navigation, the page and the
 * helpers around it are Suspense boundaries: React hydrates a document drawn on the server in those pieces, each a
 * task of its own, and the part a member taps first before the rest.
 */
export function AppLayout() {
  const { t } = useLingui();
  useMemberPreferences();
  const isMobile = useIsMobile();
  const isLarge = useMediaQuery(largeScreen);
  const isNarrow = useMediaQuery(phoneScreen);
  const hasAmigoPanel = isLarge && !isMobile;
  const isPhone = isMobile || isNarrow;
  useFloatingControls({ isPhone });
  const isWallMode = useWallModeStore((state) => state.isWallMode);
  // docs/product.md §Screens wall mode: the navigation fades out; hovering or focusing it brings it back, so it
  // stays usable.
  const fade = cn(
    'transition-opacity duration-300',
    isWallMode && 'opacity-15 hover:opacity-100 focus-within:opacity-100',
  );

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div data-wall-mode={isWallMode || undefined} className={fade}>
        <Suspense>{isMobile ? <MobileTopBar /> : <DesktopSidebar />}</Suspense>
      </div>
      <div className={cn(!isMobile && 'pl-64', hasAmigoPanel && 'pr-80')}>
        {/* The bottom padding follows the floating buttons' measured height (floating/use-floating-controls.ts). */}
        <main
          id="main"
          className={cn(
            'flex min-h-dvh flex-col px-4 pt-6 pb-[var(--floating-inset,calc(7rem+env(safe-area-inset-bottom)))] lg:pt-8',
            // Wider than a phone the floating buttons get gutters of their own: content never runs under them.
            !isPhone && 'pr-(--floating-gutter)',
            !isPhone && (hasAmigoPanel ? 'pl-8' : 'pl-(--floating-gutter)'),
          )}
        >
          <WallSlotContext.Provider value={LazyProfileWall}>
            <SavedListingsSlotContext.Provider value={LazySavedListings}>
              <Suspense>
                <Outlet />
              </Suspense>
            </SavedListingsSlotContext.Provider>
          </WallSlotContext.Provider>
        </main>
      </div>
      <Suspense>
        {hasAmigoPanel ? (
          <aside
            aria-label={t`Amigo`}
            className={cn('fixed inset-y-0 right-0 z-30 w-80 border-l bg-surface/70', fade)}
          >
            <AmigoChat />
          </aside>
        ) : (
          <AmigoLauncher className={cn(isMobile ? 'left-4' : 'left-[calc(16rem+1.25rem)]', fade)} />
        )}
        <CreatePostButton className={cn(hasAmigoPanel && 'right-[calc(20rem+1.25rem)]', fade)} />
        <CreatePostModal />
      </Suspense>
    </div>
  );
}
