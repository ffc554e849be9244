import { isSwitchOn, type Preferences, preferenceMessages, switchValue } from '@circles/contracts';
import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { type ThemeMode, useThemeStore } from '../../../lib/theme';
import { useSetPreference } from '../api/set-preference';
import { type ChoiceOption, SettingChoice } from './setting-choice';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

const themeOptions: ChoiceOption<ThemeMode>[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/**
 * docs/product.md §Behaviour theme: applied in this tab at once, and saved so it follows the member to their next
 * sign-in.
 */
export function DisplaySection({ preferences }: { preferences: Preferences }) {
  const setPreference = useSetPreference();
  const setThemeMode = useThemeStore((state) => state.setMode);
  const chooseTheme = (theme: ThemeMode) => {
    setThemeMode(theme);
    setPreference.mutate({ key: 'theme', value: theme });
  };

  return (
    <SettingsSection
      title="Display"
      description="How Circles looks for you."
      icon={Palette}
      error={setPreference.isError ? preferenceMessages.saveFailed : undefined}
    >
      <SettingChoice
        legend="Theme"
        description="System follows the light or dark setting of your device."
        options={themeOptions}
        value={preferences.theme}
        onChange={chooseTheme}
        className="grid-cols-3"
      />
      <SettingSwitch
        label="Require alt text"
        description="Ask for a description of every photo or video you post, for people who use screen readers."
        isOn={isSwitchOn(preferences.require_alt_text)}
        onChange={(isOn) => setPreference.mutate({ key: 'require_alt_text', value: switchValue(isOn) })}
      />
    </SettingsSection>
  );
}
