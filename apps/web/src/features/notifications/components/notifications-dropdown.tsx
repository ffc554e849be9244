import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { requestBrowserNotificationPermission } from '../lib/browser-notifications';
import { UnreadBadge, useNotificationsLabel } from './unread-badge';

// The panel loads on the first open: every member page carries the bell, few open it on their first visit.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((module) => ({ default: module.NotificationsPanel })),
);

export type NotificationsDropdownVariant = 'sidebar' | 'icon';

/**
 * docs/product.md §Screens and §Behaviour: the notifications dropdown of the desktop sidebar and the mobile top bar.
 * The bell shows the unread badge; the panel lists the newest notifications, marks all read, loads more and links to
 * the page. It closes on an outside click, Escape or a choice; arrow keys move between entries. It also keeps the
 * tab's live stream open while the shell is on screen.
 */
export function NotificationsDropdown({ variant }: { variant: NotificationsDropdownVariant }) {
  const { t } = useLingui();
  useNotificationStream();
  const [isOpen, setIsOpen] = useState(false);
  const count = useUnreadCount().data ?? 0;
  const label = useNotificationsLabel(count);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (open) requestBrowserNotificationPermission({ isUserGesture: true });
  };

  return (
    <Menu.Root open={isOpen} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger
        aria-label={label}
        className={cn(
          'focus-ring transition-colors',
          variant === 'sidebar'
            ? 'flex h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium [&_svg]:shrink-0'
            : 'relative inline-flex size-10 items-center justify-center rounded-full',
          isOpen
            ? 'bg-secondary text-secondary-foreground'
            : variant === 'sidebar'
              ? 'text-muted-foreground hover:bg-accent hover:text-foreground'
              : 'text-foreground hover:bg-accent',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {variant === 'sidebar' ? (
          <>
            <span className="flex-1 text-left">
              <Trans>Notifications</Trans>
            </span>
            <UnreadBadge count={count} />
          </>
        ) : (
          <UnreadBadge count={count} className="absolute -top-0.5 -right-0.5 ring-2 ring-background" />
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          aria-label={t`Notifications`}
          side={variant === 'sidebar' ? 'right' : 'bottom'}
          align={variant === 'sidebar' ? 'start' : 'end'}
          sideOffset={variant === 'sidebar' ? 16 : 8}
          collisionPadding={12}
          loop
          className={cn(
            'z-50 flex w-[min(25rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-lg outline-none',
            'max-h-[min(36rem,var(--radix-dropdown-menu-content-available-height))]',
            'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          )}
        >
          <Suspense
            fallback={
              <div className="flex justify-center p-6">
                <Spinner />
              </div>
            }
          >
            <NotificationsPanel count={count} />
          </Suspense>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
