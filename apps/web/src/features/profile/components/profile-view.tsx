import type { MemberProfile } from '@circles/contracts';
import { type Me, profileMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { BlockMemberButton } from '../../../components/block-member-button';
import { MessageMemberButton } from '../../../components/message-member-button';
import { moderatesMembers } from '../../../components/moderation/moderates-members';
import { PageTitle } from '../../../components/page-title';
import { ReportButton } from '../../../components/report-button';
import { cn } from '../../../lib/cn';
import { useWallModeStore, useWallSlot } from '../../../lib/wall-slot';
import { type ProfileMode, useProfileUrlState } from '../lib/use-profile-url-state';
import { ConnectionsList } from './connections-list';
import { MemberFeed } from './member-feed';
import { ProfileHeader } from './profile-header';
import { useProfileText } from './profile-messages';
import { ProfileModeBar } from './profile-mode-bar';
import { ProfileTabs } from './profile-tabs';

// Only site moderators and admins see it (issue #41): its dialogs and their form library load for them alone.
const MemberModerationPanel = lazy(() =>
  import('../../../components/moderation/member-moderation-panel').then((module) => ({
    default: module.MemberModerationPanel,
  })),
);

// Its form (and the form library) loads when the owner first opens it: visitors of a profile never need it.
const ProfileSettingsDialog = lazy(() =>
  import('./profile-settings-dialog').then((module) => ({ default: module.ProfileSettingsDialog })),
);

/**
 * A loaded profile: header, the Wall/Profile toggle with the wall's Edit/Cancel/Save, then either the tabs (what
 * the owner's privacy lets this viewer see) or the wall. Tab and mode are in the URL; editing is page state.
 */
export function ProfileView({
  profile,
  me,
  onSaved,
}: {
  profile: MemberProfile;
  me: Me | null | undefined;
  onSaved?: (me: Me) => void;
}) {
  const { t } = useLingui();
  const profileText = useProfileText();
  const { tab, mode, setTab, setMode } = useProfileUrlState();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Stays mounted once opened, so the dialog can play its closing and return focus to its trigger.
  const [settingsOpened, setSettingsOpened] = useState(false);
  if (settingsOpen && !settingsOpened) setSettingsOpened(true);
  const Wall = useWallSlot();
  const leaveEditingRef = useRef<(() => void) | null>(null);
  const setWallMode = useWallModeStore((state) => state.setWallMode);
  const isWallMode = mode === 'wall' && Wall !== null;
  const firstName = profile.firstName;
  useEffect(() => {
    setWallMode(isWallMode);
    return () => setWallMode(false);
  }, [isWallMode, setWallMode]);

  const changeMode = (next: ProfileMode) => {
    // docs/product.md §Behaviour: turning wall mode off also ends editing.
    if (next === 'profile') leaveEditingRef.current?.();
    setMode(next);
  };
  const renderBar = (actions: ReactNode) => (
    <ProfileModeBar mode={mode} onModeChange={changeMode} actions={actions} />
  );

  return (
    <div className={cn('mx-auto flex w-full flex-col gap-5', isWallMode ? 'max-w-6xl' : 'max-w-3xl')}>
      <PageTitle title={profile.isOwn ? t`Profile` : profile.fullName} />
      <ProfileHeader
        profile={profile}
        onOpenSettings={profile.isOwn && me ? () => setSettingsOpen(true) : undefined}
      />
      {profile.isOwn || !moderatesMembers(me?.role) ? null : (
        <Suspense fallback={null}>
          <MemberModerationPanel member={profile} viewerRole={me?.role} />
        </Suspense>
      )}
      {isWallMode ? (
        <Wall
          ownerId={profile.userId}
          isOwn={profile.isOwn}
          renderBar={renderBar}
          leaveEditingRef={leaveEditingRef}
        />
      ) : profile.canSeeTabs ? (
        <>
          {renderBar(profile.isOwn ? null : <MemberSafetyActions profile={profile} />)}
          <ProfileTabs tab={tab} onTabChange={setTab} counts={profile.counts}>
            {tab === 'connections' ? (
              <ConnectionsList handle={profile.userHandle} />
            ) : (
              <MemberFeed handle={profile.userHandle} kind={tab === 'posts' ? 'all' : tab} />
            )}
          </ProfileTabs>
        </>
      ) : (
        <>
          {renderBar(profile.isOwn ? null : <MemberSafetyActions profile={profile} />)}
          <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-6 py-12 text-center shadow-soft">
            <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Lock aria-hidden="true" className="size-6" />
            </span>
            <p className="font-semibold">{profileText(profileMessages.profilePrivate)}</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              <Trans>{firstName} shares posts, photos, videos and connections with fewer people.</Trans>
            </p>
          </div>
        </>
      )}
      {profile.isOwn && me && settingsOpened ? (
        <Suspense fallback={null}>
          <ProfileSettingsDialog
            me={me}
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            onSaved={onSaved}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Another member's profile: block them, or report them to the moderators (issue #17). */
function MemberSafetyActions({ profile }: { profile: { userId: string; userHandle: string } }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MessageMemberButton member={profile} />
      <BlockMemberButton member={profile} />
      <ReportButton targetType="member" targetId={profile.userId} subject={`@${profile.userHandle}`} />
    </div>
  );
}
