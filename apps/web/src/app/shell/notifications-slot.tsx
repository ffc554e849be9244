import { Trans } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { paths } from '../../config/paths';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { NotificationsDropdown } from '../../features/notifications/components/notifications-dropdown';
import { UnreadBadge } from '../../features/notifications/components/unread-badge';
import { ShellNavLink, type ShellNavVariant } from './shell-nav-link';

/**
 * Where notifications sit in the shell (docs/product.md §Screens): the dropdown in the desktop sidebar ('sidebar')
 * and the mobile top bar ('icon'); in the full-screen mobile menu ('mobile') a link to /notifications with the
 * unread badge.
 */
export function NotificationsSlot({
  variant,
  onNavigate,
}: {
  variant: ShellNavVariant | 'icon';
  onNavigate?: () => void;
}) {
  if (variant === 'mobile') return <NotificationsMenuLink onNavigate={onNavigate} />;
  return <NotificationsDropdown variant={variant} />;
}

function NotificationsMenuLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useUnreadCount().data ?? 0;
  return (
    <ShellNavLink to={paths.app.notifications} icon={Bell} variant="mobile" onNavigate={onNavigate}>
      <span className="flex-1">
        <Trans>Notifications</Trans>
      </span>
      <UnreadBadge count={count} />
    </ShellNavLink>
  );
}
