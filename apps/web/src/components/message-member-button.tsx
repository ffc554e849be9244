import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { buttonStyles } from './ui/button';

/** 'Message' on another member's profile (issue #40): opens the conversation with them at /messages/new?to=. */
export function MessageMemberButton({ member }: { member: { userId: string } }) {
  return (
    <Link
      to={paths.app.messageMember(member.userId)}
      className={buttonStyles({ variant: 'outline', size: 'sm' })}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Message
    </Link>
  );
}
