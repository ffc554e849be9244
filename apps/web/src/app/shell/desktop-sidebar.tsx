import { Trans, useLingui } from '@lingui/react/macro';
import { House, Landmark, Settings, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { CirclesNav } from '../../features/circles/components/circles-nav';
import { MessagesNavLink } from './messages-nav-link';
import { ModerationNavLink } from './moderation-nav-link';
import { NotificationsSlot } from './notifications-slot';
import { ProfileBlock } from './profile-block';
import { ShellNavLink } from './shell-nav-link';
import { ShellSearch } from './shell-search';
import { SignOutButton } from './sign-out-button';
import { VerificationNavLink } from './verification-nav-link';

export const sidebarWidthClass = 'w-64';

/**
 * docs/product.md §Screens desktop sidebar: profile block, Home, Circles and the member's circles, notifications,
 * Settings, Governance, Marketplace (issue #41: it was reachable from the phone menu only), Sign Out.
 */
export function DesktopSidebar() {
  const { t } = useLingui();
  return (
    <aside
      aria-label={t`Sidebar`}
      className={`fixed inset-y-0 left-0 z-30 flex ${sidebarWidthClass} flex-col border-r bg-surface/70`}
    >
      <div className="px-5 pt-5 pb-3">
        <Link to={paths.app.home} aria-label={t`Circles home`} className="focus-ring inline-flex rounded-lg">
          <Logo />
        </Link>
      </div>
      <div className="flex flex-col gap-3 px-3">
        <ProfileBlock />
        <ShellSearch />
      </div>
      <nav aria-label={t`Main`} className="mt-3 flex flex-1 flex-col gap-0.5 overflow-y-auto px-3 pb-3">
        <ShellNavLink to={paths.app.home} icon={House} end>
          <Trans>Home</Trans>
        </ShellNavLink>
        {/* The circles feature renders the Circles link, its create button and the member's circles. */}
        <CirclesNav variant="sidebar" />
        <NotificationsSlot variant="sidebar" />
        <MessagesNavLink variant="sidebar" />
        <ShellNavLink to={paths.app.settings} icon={Settings}>
          <Trans>Settings</Trans>
        </ShellNavLink>
        <ShellNavLink to={paths.app.governance} icon={Landmark}>
          <Trans>Governance</Trans>
        </ShellNavLink>
        <ShellNavLink to={paths.app.marketplace} icon={Store}>
          <Trans>Marketplace</Trans>
        </ShellNavLink>
        <ModerationNavLink variant="sidebar" />
        <VerificationNavLink variant="sidebar" />
      </nav>
      <div className="border-t px-3 py-3">
        <SignOutButton variant="sidebar" />
      </div>
    </aside>
  );
}
