import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { MessagesNavLink } from './messages-nav-link';
import { MobileMenu } from './mobile-menu';
import { NotificationsSlot } from './notifications-slot';
import { ProfileAvatarLink } from './profile-block';
import { ShellSearchLink } from './shell-search';

/**
 * docs/product.md §Screens mobile top bar: profile avatar, search (issue #18), messages (issue #40), notifications
 * and the menu toggle.
 */
export function MobileTopBar() {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="flex h-14 items-center justify-between gap-2 px-3">
        <ProfileAvatarLink />
        <Link to={paths.app.home} aria-label={t`Circles home`} className="focus-ring inline-flex rounded-lg">
          <Logo />
        </Link>
        <div className="flex items-center">
          <ShellSearchLink />
          <MessagesNavLink variant="icon" />
          <NotificationsSlot variant="icon" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
