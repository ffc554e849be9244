import {
  isSwitchOn,
  type MessagePrivacy,
  type Preferences,
  type ProfileVisibility,
  preferenceMessages,
  switchValue,
} from '@circles/contracts';
import { Globe, Lock, MessageCircle, ShieldCheck, UsersRound } from 'lucide-react';
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

// Issue #40: who may send the member direct messages.
const messageOptions: ChoiceOption<MessagePrivacy>[] = [
  { value: 'everyone', label: 'Everyone', icon: MessageCircle, description: 'Any member can message you' },
  {
    value: 'circle_members',
    label: 'Circle members',
    icon: UsersRound,
    description: 'Only people who share a circle with you',
  },
];

export function PrivacySection({ preferences }: { preferences: Preferences }) {
  const setPreference = useSetPreference();
  return (
    <SettingsSection
      title="Privacy"
      description="Who sees your profile and your activity, and who can message you."
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
      <SettingChoice
        legend="Who can message you"
        description="Members you have blocked can never message you."
        options={messageOptions}
        value={preferences.message_privacy}
        onChange={(value) => setPreference.mutate({ key: 'message_privacy', value })}
        className="sm:grid-cols-2"
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
