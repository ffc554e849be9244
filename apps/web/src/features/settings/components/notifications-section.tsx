import { isSwitchOn, type Preferences, preferenceMessages, switchValue } from '@circles/contracts';
import { Bell } from 'lucide-react';
import { useSetPreference } from '../api/set-preference';
import { DigestTestRow } from './digest-test-row';
import { PushTestRow } from './push-test-row';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

export function NotificationsSection({ preferences }: { preferences: Preferences }) {
  const setPreference = useSetPreference();
  return (
    <SettingsSection
      title="Notifications"
      description="How you hear about new activity."
      icon={Bell}
      error={setPreference.isError ? preferenceMessages.saveFailed : undefined}
    >
      <SettingSwitch
        label="Push notifications"
        description="Pop-up alerts in your browser when something new happens."
        isOn={isSwitchOn(preferences.push_notifications)}
        onChange={(isOn) => setPreference.mutate({ key: 'push_notifications', value: switchValue(isOn) })}
      />
      <PushTestRow isWanted={isSwitchOn(preferences.push_notifications)} />
      <SettingSwitch
        label="Email notifications"
        description="Emails about activity in your circles."
        isOn={isSwitchOn(preferences.email_notifications)}
        onChange={(isOn) => setPreference.mutate({ key: 'email_notifications', value: switchValue(isOn) })}
      />
      <DigestTestRow />
    </SettingsSection>
  );
}
