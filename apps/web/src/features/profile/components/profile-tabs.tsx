import type { MemberProfile } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { type ProfileTab, profileTabs } from '../lib/use-profile-url-state';

const labels: Record<ProfileTab, MessageDescriptor> = {
  posts: msg`Posts`,
  photos: msg`Photos`,
  videos: msg`Videos`,
  connections: msg`Connections`,
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
  const { t, i18n } = useLingui();
  return (
    <Tabs
      label={t`Profile sections`}
      tabs={profileTabs.map((value) => ({
        value,
        label: i18n._(labels[value]),
        count: counts ? counts[value] : null,
      }))}
      value={tab}
      onChange={onTabChange}
    >
      {children}
    </Tabs>
  );
}
