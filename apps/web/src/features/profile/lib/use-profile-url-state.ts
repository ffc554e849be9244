import { useSearchParams } from 'react-router';

export const profileTabs = ['posts', 'photos', 'videos', 'connections'] as const;
export type ProfileTab = (typeof profileTabs)[number];
export type ProfileMode = 'profile' | 'wall';

const isTab = (value: string | null): value is ProfileTab => profileTabs.includes(value as ProfileTab);

/**
 * The profile's tab (?tab=photos) and mode (?mode=wall) live in the URL, so a reload, a shared link and the back
 * button keep them. The default tab and mode leave the URL clean. Switching replaces the history entry.
 */
export function useProfileUrlState() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ProfileTab = isTab(tabParam) ? tabParam : 'posts';
  const mode: ProfileMode = params.get('mode') === 'wall' ? 'wall' : 'profile';

  const update = (key: 'tab' | 'mode', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return {
    tab,
    mode,
    setTab: (next: ProfileTab) => update('tab', next === 'posts' ? null : next),
    setMode: (next: ProfileMode) => update('mode', next === 'wall' ? 'wall' : null),
  };
}
