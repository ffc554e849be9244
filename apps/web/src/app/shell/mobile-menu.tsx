import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';

export const iconButtonClass =
  'focus-ring inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-accent';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/**
 * The top bar's menu toggle; the sheet it opens (mobile-menu-sheet.tsx) loads when a finger or pointer reaches
 * the toggle or it gets focus (as the sign-in dialog does), and opens on the press.
 */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useOpenedOnce(isOpen);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={iconButtonClass}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setIsOpen(true)}
      >
        <Menu aria-hidden="true" className="size-5.5" />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet isOpen={isOpen} onOpenChange={setIsOpen} toggle={toggle} />
        </Suspense>
      ) : null}
    </>
  );
}
