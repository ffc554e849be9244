import { isSwitchOn, type Preferences, switchValue } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useSetPreference } from '../api/set-preference';
import { DigestTestRow } from './digest-test-row';
import { PushTestRow } from './push-test-row';
import { SettingSwitch } from './setting-switch';
import { useSettingsMessages } from './settings-messages';
import { SettingsSection } from './settings-section';

export function NotificationsSection({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const { saveFailed } = useSettingsMessages();
  const setPreference = useSetPreference();
  return (
    <SettingsSection
      title={t`Notifications`}
      description={t`How you hear about new activity.`}
      icon={Bell}
      error={setPreference.isError ? saveFailed : undefined}
    >
      <SettingSwitch
        label={t`Push notifications`}
        description={t`Pop-up alerts in your browser when something new happens.`}
        isOn={isSwitchOn(preferences.push_notifications)}
        onChange={(isOn) => setPreference.mutate({ key: 'push_notifications', value: switchValue(isOn) })}
      />
      <PushTestRow isWanted={isSwitchOn(preferences.push_notifications)} />
      <SettingSwitch
        label={t`Email notifications`}
        description={t`Emails about activity in your circles.`}
        isOn={isSwitchOn(preferences.email_notifications)}
        onChange={(isOn) => setPreference.mutate({ key: 'email_notifications', value: switchValue(isOn) })}
      />
      <DigestTestRow />
    </SettingsSection>
  );
}
