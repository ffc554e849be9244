import { type CircleMember, joinRequestMessages } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCircleMembers } from '../api/get-circle-members';
import { useSetMemberRole } from '../api/set-member-role';
import { useCircleText } from '../lib/circle-messages';
import { MemberAvatar } from './member-avatar';
import { RoleBadge } from './role-badge';

/**
 * For the circle's owner (and site admins): every member with their role, and a button to make a member a
 * moderator or a moderator a member again (issue #17). The server decides who may; this only offers it.
 */
export function MembersPanel({ circleId }: { circleId: string }) {
  const titleId = useId();
  const members = useCircleMembers(circleId);
  return (
    <Card className="px-5 py-5 sm:px-8" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        <Trans>Member roles</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>Moderators review requests to join with you.</Trans>
      </p>
      {members.isError ? (
        <p className="mt-3 text-sm text-muted-foreground">
          <Trans>Members could not be loaded.</Trans>
        </p>
      ) : (
        <ul className="mt-4 flex max-h-96 flex-col divide-y overflow-y-auto">
          {members.data?.map((member) => (
            <MemberRow key={member.userId} circleId={circleId} member={member} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function MemberRow({ circleId, member }: { circleId: string; member: CircleMember }) {
  const circleText = useCircleText();
  const setRole = useSetMemberRole();
  const isModerator = member.role === 'moderator';
  const change = () =>
    setRole.mutate(
      { circleId, userId: member.userId, role: isModerator ? 'member' : 'moderator' },
      { onError: (error) => toast.error(circleText(getErrorMessage(error, joinRequestMessages.failed))) },
    );
  return (
    <li aria-label={member.fullName} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
      <MemberAvatar
        fullName={member.fullName}
        avatarUrl={member.avatarUrl}
        isVerified={member.manualVerification}
        className="size-9 shrink-0 text-xs"
      />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 truncate text-sm font-medium">{member.fullName}</span>
        <RoleBadge role={member.role} />
      </div>
      {member.role === 'owner' ? null : (
        <Button
          size="sm"
          variant={isModerator ? 'ghost' : 'outline'}
          onClick={change}
          isLoading={setRole.isPending}
        >
          {isModerator ? <Trans>Make member</Trans> : <Trans>Make moderator</Trans>}
        </Button>
      )}
    </li>
  );
}
