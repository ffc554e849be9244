import type { MemberProfile } from '@circles/contracts';
import { type Me, profileMessages } from '@circles/contracts';
import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { MemberFeed } from '../../posts/components/member-feed';
import { type ProfileMode, useProfileUrlState } from '../lib/use-profile-url-state';
import { ConnectionsList } from './connections-list';
import { ProfileHeader } from './profile-header';
import { ProfileModeBar } from './profile-mode-bar';
import { ProfileSettingsDialog } from './profile-settings-dialog';
import { ProfileTabs } from './profile-tabs';
import { ProfileWallSlot, type WallActions } from './profile-wall-slot';

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
  const { tab, mode, setTab, setMode } = useProfileUrlState();
  const [editing, setEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const wallActions = useRef<WallActions>({});
  const canEdit = profile.isOwn;

  const changeMode = (next: ProfileMode) => {
    // SPEC §4: turning wall mode off also ends editing.
    if (next === 'profile') setEditing(false);
    setMode(next);
  };
  const cancel = () => {
    wallActions.current.cancel?.();
    setEditing(false);
  };
  const save = async () => {
    setIsSaving(true);
    try {
      await wallActions.current.save?.();
      setEditing(false);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageTitle title={profile.isOwn ? 'Profile' : profile.fullName} />
      <ProfileHeader
        profile={profile}
        onOpenSettings={profile.isOwn && me ? () => setSettingsOpen(true) : undefined}
      />
      <ProfileModeBar
        mode={mode}
        onModeChange={changeMode}
        canEdit={canEdit}
        editing={editing}
        isSaving={isSaving}
        onEdit={() => setEditing(true)}
        onCancel={cancel}
        onSave={() => void save()}
      />
      {mode === 'wall' ? (
        <ProfileWallSlot
          ownerId={profile.userId}
          editable={canEdit}
          editing={editing}
          onEditingChange={setEditing}
          actionsRef={wallActions}
        />
      ) : profile.canSeeTabs ? (
        <ProfileTabs tab={tab} onTabChange={setTab} counts={profile.counts}>
          {tab === 'connections' ? (
            <ConnectionsList handle={profile.userHandle} />
          ) : (
            <MemberFeed handle={profile.userHandle} kind={tab === 'posts' ? 'all' : tab} />
          )}
        </ProfileTabs>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-6 py-12 text-center shadow-soft">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold">{profileMessages.profilePrivate}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {profile.firstName} shares posts, photos, videos and connections with fewer people.
          </p>
        </div>
      )}
      {profile.isOwn && me ? (
        <ProfileSettingsDialog me={me} open={settingsOpen} onOpenChange={setSettingsOpen} onSaved={onSaved} />
      ) : null}
    </div>
  );
}
