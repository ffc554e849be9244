import {
  canReviewJoinRequests,
  circleMessages,
  favoritesAlias,
  joinRequestMessages,
  shoppingAlias,
} from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Lock, MailOpen } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { ReportButton } from '../../../components/report-button';
import { LoadError } from '../../../components/ui/load-error';
import { getErrorMessage } from '../../../lib/api-client';
import { useSavedListingsSlot } from '../../../lib/saved-listings-slot';
import { useMe } from '../../../lib/session';
import { useCircle } from '../api/get-circle';
import { CircleHeader, CircleHeaderSkeleton } from '../components/circle-header';
import { CircleNotFound } from '../components/circle-not-found';
import { CirclePosts } from '../components/circle-posts';
import { CircleSettingsDialog } from '../components/circle-settings-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { MemberStrip } from '../components/member-strip';
import { MembershipActions } from '../components/membership-actions';
import { ShareDialog } from '../components/share-dialog';
import { useCircleText } from '../lib/circle-messages';
import { circlePaths, isFavoritesCircle } from '../lib/circle-paths';
import { CirclePageFrame, isNotFound } from './circle-page-frame';

// Only a circle's owner and moderators see these: the other members never download them.
const JoinRequestsPanel = lazy(() =>
  import('../components/join-requests-panel').then((module) => ({ default: module.JoinRequestsPanel })),
);
const MembersPanel = lazy(() =>
  import('../components/members-panel').then((module) => ({ default: module.MembersPanel })),
);

/** docs/product.md §Screens /circles/{circleId}: header, member strip, posts; Invite and Share dialogs. */
export function CirclePage() {
  const { t } = useLingui();
  const circleText = useCircleText();
  const { circleId = '' } = useParams();
  const circle = useCircle(circleId);
  const siteRole = useMe().data?.role ?? 'member';
  // Only the Shopping circle shows listings (the marketplace's, lazily loaded: not with every circle page).
  const SavedListings = useSavedListingsSlot();

  if (circle.isPending) {
    return (
      <CirclePageFrame>
        <CircleHeaderSkeleton />
      </CirclePageFrame>
    );
  }
  if (circle.isError) {
    if (isNotFound(circle.error)) return <CircleNotFound />;
    return (
      <CirclePageFrame>
        <LoadError
          message={circleText(getErrorMessage(circle.error, circleMessages.fetchFailed))}
          onRetry={() => void circle.refetch()}
        />
      </CirclePageFrame>
    );
  }

  const data = circle.data;
  // The Favorites circle lives at its alias: /circles/<its id> redirects there.
  if (isFavoritesCircle(data) && circleId !== favoritesAlias) {
    return <Navigate to={circlePaths.favorites} replace />;
  }
  const canSeeContent = data.type === 'public' || data.isJoined;
  const canInvite = data.isJoined && data.type !== 'personal' && !data.isDefault;
  // Sharing is for those inside: a pending invitee has nothing to pass on yet.
  const canShare = data.type !== 'personal' && !data.isPending;
  // Issue #17: the owner and moderators review requests to join; the owner names moderators. The server checks.
  const canReview = data.type === 'private' && canReviewJoinRequests(siteRole, data.viewerRole);
  const canNameModerators =
    canSeeContent &&
    data.type !== 'personal' &&
    !data.isDefault &&
    (data.viewerRole === 'owner' || siteRole === 'admin');
  const isOutside = data.type === 'private' && !data.isJoined && !data.isPending;
  const name = data.name;

  return (
    <CirclePageFrame>
      <PageTitle title={data.name} />
      <CircleHeader
        circle={data}
        actions={
          <>
            <MembershipActions circle={data} />
            {canInvite ? <InviteDialog circle={data} /> : null}
            {canShare ? (
              <ShareDialog circleId={data.id} circleName={data.name} isPrivate={data.type === 'private'} />
            ) : null}
            {data.type === 'private' && data.viewerRole === 'owner' ? (
              <CircleSettingsDialog circle={data} />
            ) : null}
            {data.type !== 'personal' && data.viewerRole !== 'owner' ? (
              <ReportButton targetType="circle" targetId={data.id} subject={data.name} />
            ) : null}
          </>
        }
      >
        {canSeeContent ? (
          <div className="mt-5 border-t pt-5">
            <MemberStrip circleId={data.id} />
          </div>
        ) : null}
      </CircleHeader>

      {data.isPending ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-secondary px-5 py-4 text-secondary-foreground"
        >
          <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="text-sm">
            <Trans>
              <span className="font-semibold">You are invited to join {name}.</span> Join to see its members
              and posts, or Deny to decline the invitation.
            </Trans>
          </p>
        </div>
      ) : null}

      {isOutside ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-secondary px-5 py-4 text-secondary-foreground"
        >
          {data.hasRequested ? (
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          )}
          <p className="text-sm">
            {data.hasRequested ? (
              <>
                <span className="font-semibold">
                  <Trans>Request pending.</Trans>
                </span>{' '}
                {circleText(joinRequestMessages.pendingHint)}
              </>
            ) : (
              circleText(joinRequestMessages.askToJoin)
            )}
          </p>
        </div>
      ) : null}

      <Suspense fallback={null}>
        {canReview ? <JoinRequestsPanel circleId={data.id} /> : null}
        {canNameModerators ? <MembersPanel circleId={data.id} /> : null}
      </Suspense>

      {!canSeeContent ? null : data.personalKind === shoppingAlias ? (
        SavedListings ? (
          <Suspense fallback={<PageSpinner label={t`Loading saved listings`} />}>
            <SavedListings />
          </Suspense>
        ) : null
      ) : (
        <CirclePosts circleId={data.id} />
      )}
    </CirclePageFrame>
  );
}
