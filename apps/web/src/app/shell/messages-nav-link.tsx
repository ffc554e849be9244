import { unreadBadgeText } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMessagesUnreadCount } from '../../features/messages/api/get-unread-count';
import { MessagesBadge } from '../../features/messages/components/messages-badge';
import { useLiveMessages } from '../../features/messages/hooks/use-live-messages';
import { iconButtonClass } from './icon-button-class';
import { ShellNavLink, type ShellNavVariant } from './shell-nav-link';

/**
 * Messages in the shell (issue #40) with the unread count: a row of the desktop sidebar ('sidebar') and of the
 * phone menu ('mobile'), and an icon in the phone's top bar ('icon'). The sidebar and the top bar, one of which is
 * always shown, keep the count live.
 */
export function MessagesNavLink({
  variant,
  onNavigate,
}: {
  variant: ShellNavVariant | 'icon';
  onNavigate?: () => void;
}) {
  const count = useMessagesUnreadCount().data ?? 0;
  if (variant === 'mobile') {
    return (
      <ShellNavLink to={paths.app.messages} icon={MessageCircle} variant="mobile" onNavigate={onNavigate}>
        <span className="flex-1">
          <Trans>Messages</Trans>
          <UnreadForReaders count={count} />
        </span>
        <MessagesBadge count={count} />
      </ShellNavLink>
    );
  }
  return <LiveMessagesLink variant={variant} count={count} />;
}

function LiveMessagesLink({ variant, count }: { variant: 'sidebar' | 'icon'; count: number }) {
  const { t } = useLingui();
  useLiveMessages();
  if (variant === 'icon') {
    const unread = unreadBadgeText(count);
    return (
      <Link
        to={paths.app.messages}
        aria-label={count > 0 ? t`Messages, ${unread} unread` : t`Messages`}
        className={`${iconButtonClass} relative`}
      >
        <MessageCircle aria-hidden="true" className="size-5.5" />
        <MessagesBadge count={count} className="absolute -top-0.5 -right-0.5 ring-2 ring-background" />
      </Link>
    );
  }
  return (
    <ShellNavLink to={paths.app.messages} icon={MessageCircle}>
      <span className="flex-1">
        <Trans>Messages</Trans>
        <UnreadForReaders count={count} />
      </span>
      <MessagesBadge count={count} />
    </ShellNavLink>
  );
}

/** The badge is decorative: the link's name carries the count. */
function UnreadForReaders({ count }: { count: number }) {
  const unread = unreadBadgeText(count);
  return count > 0 ? (
    <span className="sr-only">
      <Trans>, {unread} unread</Trans>
    </span>
  ) : null;
}
