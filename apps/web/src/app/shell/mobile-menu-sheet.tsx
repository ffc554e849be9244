import { Trans, useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { House, Landmark, Settings, Store, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { CirclesNav } from '../../features/circles/components/circles-nav';
import { iconButtonClass } from './icon-button-class';
import { MessagesNavLink } from './messages-nav-link';
import { ModerationNavLink } from './moderation-nav-link';
import { NotificationsSlot } from './notifications-slot';
import { ShellNavLink } from './shell-nav-link';
import { SignOutButton } from './sign-out-button';
import { VerificationNavLink } from './verification-nav-link';

type MobileMenuSheetProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends focus back to the top bar's toggle (mobile-menu.tsx), which is not a Radix trigger. */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * docs/product.md §Screens mobile menu: a full-screen sheet from the top bar's toggle with Home, Circles,
 * collapsible My Circles, Marketplace, Notifications, Settings, Governance and Sign Out. Choosing an entry closes
 * it. Loaded when a pointer or focus first reaches the toggle (mobile-menu.tsx).
 */
export function MobileMenuSheet({ isOpen, onOpenChange, onCloseAutoFocus }: MobileMenuSheetProps) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col bg-background outline-none data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b px-4 pt-[env(safe-area-inset-top)]">
            <DialogPrimitive.Title asChild>
              <span>
                <Logo />
                <span className="sr-only">
                  {' '}
                  <Trans>menu</Trans>
                </span>
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close aria-label={t`Close menu`} className={iconButtonClass}>
              <X aria-hidden="true" className="size-5.5" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t`Main`} className="flex flex-1 flex-col gap-1 overflow-y-auto p-4">
            <ShellNavLink to={paths.app.home} icon={House} variant="mobile" end onNavigate={close}>
              <Trans>Home</Trans>
            </ShellNavLink>
            {/* The circles feature renders Circles (with its create button) and the collapsible My Circles. */}
            <CirclesNav variant="mobile" onNavigate={close} />
            <ShellNavLink to={paths.app.marketplace} icon={Store} variant="mobile" onNavigate={close}>
              <Trans>Marketplace</Trans>
            </ShellNavLink>
            <NotificationsSlot variant="mobile" onNavigate={close} />
            <MessagesNavLink variant="mobile" onNavigate={close} />
            <ShellNavLink to={paths.app.settings} icon={Settings} variant="mobile" onNavigate={close}>
              <Trans>Settings</Trans>
            </ShellNavLink>
            <ShellNavLink to={paths.app.governance} icon={Landmark} variant="mobile" onNavigate={close}>
              <Trans>Governance</Trans>
            </ShellNavLink>
            <ModerationNavLink variant="mobile" onNavigate={close} />
            <VerificationNavLink variant="mobile" onNavigate={close} />
            <div className="mt-auto border-t pt-3">
              <SignOutButton variant="mobile" />
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
