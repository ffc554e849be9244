import {
  isSwitchOn,
  type Preferences,
  type ProfileVisibility,
  preferenceMessages,
  switchValue,
} from '@circles/contracts';
import { Globe, Lock, ShieldCheck, UsersRound } from 'lucide-react';
import { useSetPreference } from '../api/set-preference';
import { type ChoiceOption, SettingChoice } from './setting-choice';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

const visibilityOptions: ChoiceOption<ProfileVisibility>[] = [
  { value: 'everyone', label: 'Everyone', icon: Globe, description: 'Anyone on Circles' },
  {
    value: 'circle_members',
    label: 'Circle members',
    icon: UsersRound,
    description: 'People who share a circle with you',
  },
  { value: 'only_me', label: 'Only me', icon: Lock, description: 'Nobody else' },
];

export function PrivacySection({ preferences }: { preferences: Preferences }) {
  const setPreference = useSetPreference();
  return (
    <SettingsSection
      title="Privacy"
      description="Who sees your profile and your activity."
      icon={ShieldCheck}
      error={setPreference.isError ? preferenceMessages.saveFailed : undefined}
    >
      <SettingChoice
        legend="Profile visibility"
        description="Who can see your profile."
        options={visibilityOptions}
        value={preferences.profile_visibility}
        onChange={(value) => setPreference.mutate({ key: 'profile_visibility', value })}
        className="sm:grid-cols-3"
      />
      <SettingSwitch
        label="Activity status"
        description="Let others see when you are active."
        isOn={isSwitchOn(preferences.activity_status)}
        onChange={(isOn) => setPreference.mutate({ key: 'activity_status', value: switchValue(isOn) })}
      />
    </SettingsSection>
  );
}
