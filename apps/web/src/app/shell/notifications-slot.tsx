import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { ShellNavLink, type ShellNavVariant } from './shell-nav-link';

/**
 * Where the notifications dropdown goes (SPEC §2): for now a bell linking to /notifications.
 * The notifications issue replaces this component's body (unread count, dropdown); callers stay the same.
 */
export function NotificationsSlot({
  variant,
  onNavigate,
}: {
  variant: ShellNavVariant | 'icon';
  onNavigate?: () => void;
}) {
  if (variant === 'icon') {
    return (
      <NavLink
        to={paths.app.notifications}
        aria-label="Notifications"
        className={({ isActive }) =>
          cn(
            'focus-ring inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-accent',
            isActive ? 'text-primary' : 'text-foreground',
          )
        }
      >
        <Bell aria-hidden="true" className="size-5" />
      </NavLink>
    );
  }
  return (
    <ShellNavLink to={paths.app.notifications} icon={Bell} variant={variant} onNavigate={onNavigate}>
      Notifications
    </ShellNavLink>
  );
}
