import {
  isSwitchOn,
  type MessagePrivacy,
  type Preferences,
  type ProfileVisibility,
  switchValue,
} from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Globe, Lock, MessageCircle, ShieldCheck, UsersRound } from 'lucide-react';
import { useSetPreference } from '../api/set-preference';
import { type ChoiceOption, SettingChoice } from './setting-choice';
import { SettingSwitch } from './setting-switch';
import { useSettingsMessages } from './settings-messages';
import { SettingsSection } from './settings-section';

export function PrivacySection({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const { saveFailed } = useSettingsMessages();
  const setPreference = useSetPreference();
  const visibilityOptions: ChoiceOption<ProfileVisibility>[] = [
    { value: 'everyone', label: t`Everyone`, icon: Globe, description: t`Anyone on Circles` },
    {
      value: 'circle_members',
      label: t`Circle members`,
      icon: UsersRound,
      description: t`People who share a circle with you`,
    },
    { value: 'only_me', label: t`Only me`, icon: Lock, description: t`Nobody else` },
  ];
  // Issue #40: who may send the member direct messages.
  const messageOptions: ChoiceOption<MessagePrivacy>[] = [
    {
      value: 'everyone',
      label: t`Everyone`,
      icon: MessageCircle,
      description: t`Any member can message you`,
    },
    {
      value: 'circle_members',
      label: t`Circle members`,
      icon: UsersRound,
      description: t`Only people who share a circle with you`,
    },
  ];
  return (
    <SettingsSection
      title={t`Privacy`}
      description={t`Who sees your profile and your activity, and who can message you.`}
      icon={ShieldCheck}
      error={setPreference.isError ? saveFailed : undefined}
    >
      <SettingChoice
        legend={t`Profile visibility`}
        description={t`Who can see your profile.`}
        options={visibilityOptions}
        value={preferences.profile_visibility}
        onChange={(value) => setPreference.mutate({ key: 'profile_visibility', value })}
        className="sm:grid-cols-3"
      />
      <SettingChoice
        legend={t`Who can message you`}
        description={t`Members you have blocked can never message you.`}
        options={messageOptions}
        value={preferences.message_privacy}
        onChange={(value) => setPreference.mutate({ key: 'message_privacy', value })}
        className="sm:grid-cols-2"
      />
      <SettingSwitch
        label={t`Activity status`}
        description={t`Let others see when you are active.`}
        isOn={isSwitchOn(preferences.activity_status)}
        onChange={(isOn) => setPreference.mutate({ key: 'activity_status', value: switchValue(isOn) })}
      />
    </SettingsSection>
  );
}
