import type { MemberProfile } from '@circles/contracts';
import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { type ProfileTab, profileTabs } from '../lib/use-profile-url-state';

const labels: Record<ProfileTab, string> = {
  posts: 'Posts',
  photos: 'Photos',
  videos: 'Videos',
  connections: 'Connections',
};

type Counts = NonNullable<MemberProfile['counts']>;

/** The profile's Posts, Photos, Videos and Connections tabs, each with its count when the viewer may see them. */
export function ProfileTabs({
  tab,
  onTabChange,
  counts,
  children,
}: {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  counts: Counts | null;
  children: ReactNode;
}) {
  return (
    <Tabs
      label="Profile sections"
      tabs={profileTabs.map((value) => ({
        value,
        label: labels[value],
        count: counts ? counts[value] : null,
      }))}
      value={tab}
      onChange={onTabChange}
    >
      {children}
    </Tabs>
  );
}
