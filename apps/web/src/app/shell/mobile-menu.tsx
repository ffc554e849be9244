import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../../lib/lazy-dialog';
import { iconButtonClass } from './icon-button-class';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/**
 * The top bar's menu toggle; the sheet it opens (mobile-menu-sheet.tsx) loads when a finger or pointer reaches
 * the toggle or it gets focus (as the sign-in dialog does), and opens on the press.
 */
export function MobileMenu() {
  const { t } = useLingui();
  const { isOpen, setIsOpen, hasOpened, onCloseAutoFocus, triggerProps } = useLazyDialog(loadSheet);
  return (
    <>
      <button type="button" aria-label={t`Open menu`} className={iconButtonClass} {...triggerProps}>
        <Menu aria-hidden="true" className="size-5.5" />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet isOpen={isOpen} onOpenChange={setIsOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
