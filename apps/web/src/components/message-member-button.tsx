import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { buttonStyles } from './ui/button';

/** What /messages/new hands on to the conversation: a first message to start the composer with. */
export type MessageDraftState = { draft?: string };

/**
 * 'Message' on another member's profile (issue #40): opens the conversation with them at /messages/new?to=.
 * 'Message seller' on a listing passes a draft (the listing's title and link) that fills the composer.
 */
export function MessageMemberButton({
  member,
  draft,
  label,
  size = 'sm',
}: {
  member: { userId: string };
  draft?: string;
  /** 'Message' unless given. */
  label?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useLingui();
  const state: MessageDraftState | undefined = draft ? { draft } : undefined;
  return (
    <Link
      to={paths.app.messageMember(member.userId)}
      state={state}
      className={buttonStyles({ variant: 'outline', size })}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {label ?? t`Message`}
    </Link>
  );
}
