import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { usePreferences } from '../../api/preferences/get-preferences';
import { syncWebPush } from '../../api/push/web-push';
import { setBrowserNotificationPreferences } from '../../features/notifications/lib/browser-notifications';
import { switchLocale } from '../../lib/i18n';
import { useThemeStore } from '../../lib/theme';

/**
 * Applies the signed-in member's saved preferences to this tab, once they load and whenever they change: the theme
 * (docs/product.md §Behaviour 'saved for signed-in users and restored after sign-in'), the language (issue #53) and
 * whether new notifications may pop up in the browser. It only reads: the settings page saves a choice itself, so nothing loaded here is saved
 * back.
 */
export function useMemberPreferences() {
  const preferences = usePreferences();
  const theme = preferences.data?.theme;
  const pushNotifications = preferences.data?.push_notifications;
  const language = preferences.data?.language;
  const { i18n } = useLingui();

  useEffect(() => {
    if (theme) useThemeStore.getState().setMode(theme);
  }, [theme]);

  // The server drew the page in this language already; a choice made on another device since applies here.
  useEffect(() => {
    if (language) void switchLocale(i18n, language);
  }, [i18n, language]);

  useEffect(() => {
    if (!pushNotifications) return;
    const wanted = pushNotifications !== 'false';
    setBrowserNotificationPreferences({ pushNotifications: wanted });
    // Pushes while no tab is open follow the same switch (issue #18); a browser that cannot subscribe keeps
    // the in-tab pop-ups only.
    syncWebPush(wanted).catch((error) => console.warn('Web Push is not available here', error));
  }, [pushNotifications]);

  // docs/product.md §Messages: a failed preference fetch is logged only; the tab keeps the theme it has.
  useEffect(() => {
    if (preferences.error) console.error('Failed to fetch preferences', preferences.error);
  }, [preferences.error]);
}
