import type { Circle } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useJoinCircle } from '../api/join-circle';
import { useLeaveCircle } from '../api/leave-circle';
import { useCircleText } from '../lib/circle-messages';
import { circlePaths } from '../lib/circle-paths';

// Only someone outside a private circle asks to join: members never download it.
const JoinRequestActions = lazy(() =>
  import('./join-request-actions').then((module) => ({ default: module.JoinRequestActions })),
);

/**
 * docs/product.md §Behaviour 'Circle membership': Join (not joined), Leave (joined), 'Default' disabled for world,
 * and for a pending invitation Join plus a red Deny that leaves. Each is followed by a refetch. Personal circles
 * have no button.
 */
export function MembershipActions({ circle }: { circle: Circle }) {
  const { t } = useLingui();
  const circleText = useCircleText();
  /** docs/product.md §Messages: join and leave failures are logged; the toast only says the click did not take. */
  const reportFailure = (error: unknown) => {
    console.error(error);
    toast.error(circleText(getErrorMessage(error, t`Something went wrong. Please try again.`)));
  };
  const navigate = useNavigate();
  const joinCircle = useJoinCircle();
  const leaveCircle = useLeaveCircle();
  const isBusy = joinCircle.isPending || leaveCircle.isPending;

  const join = () => joinCircle.mutate(circle.id, { onError: reportFailure });
  const leave = () =>
    leaveCircle.mutate(circle.id, {
      onError: reportFailure,
      // Out of a private circle (or an invitation denied) the page would only say 'Circle not found'.
      onSuccess: ({ circle: after }) => {
        if (!after) navigate(circlePaths.list, { replace: true });
      },
    });

  if (circle.type === 'personal') return null;
  if (circle.isDefault) {
    return (
      <Button variant="outline" disabled className="md:min-w-24" title={t`Everyone is in the default circle`}>
        <Trans>Default</Trans>
      </Button>
    );
  }
  if (circle.isPending) {
    return (
      <>
        <Button onClick={join} disabled={isBusy} isLoading={joinCircle.isPending} className="md:min-w-24">
          <Trans>Join</Trans>
        </Button>
        <Button
          variant="destructive"
          onClick={leave}
          disabled={isBusy}
          isLoading={leaveCircle.isPending}
          className="md:min-w-24"
        >
          <Trans>Deny</Trans>
        </Button>
      </>
    );
  }
  // Outside a private circle without an invitation: ask to join, never join (issue #17).
  if (circle.type === 'private' && !circle.isJoined)
    return (
      <Suspense fallback={null}>
        <JoinRequestActions circle={circle} />
      </Suspense>
    );
  if (circle.isJoined) {
    return (
      <Button
        variant="outline"
        onClick={leave}
        disabled={isBusy}
        isLoading={leaveCircle.isPending}
        className="md:min-w-24"
      >
        <Trans>Leave</Trans>
      </Button>
    );
  }
  return (
    <Button onClick={join} disabled={isBusy} isLoading={joinCircle.isPending} className="md:min-w-24">
      <Trans>Join</Trans>
    </Button>
  );
}
