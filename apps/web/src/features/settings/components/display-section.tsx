import { isSwitchOn, type Locale, type Preferences, switchValue } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { switchLocale } from '../../../lib/i18n';
import { type ThemeMode, useThemeStore } from '../../../lib/theme';
import { useSetPreference } from '../api/set-preference';
import { LanguageSelect } from './language-select';
import { type ChoiceOption, SettingChoice } from './setting-choice';
import { SettingSwitch } from './setting-switch';
import { useSettingsMessages } from './settings-messages';
import { SettingsSection } from './settings-section';

/**
 * docs/product.md §Behaviour theme: applied in this tab at once, and saved so it follows the member to their next
 * sign-in. The language too (issue #53): the page redraws in it at once, without a reload.
 */
export function DisplaySection({ preferences }: { preferences: Preferences }) {
  const { t, i18n } = useLingui();
  const { saveFailed } = useSettingsMessages();
  const setPreference = useSetPreference();
  const setThemeMode = useThemeStore((state) => state.setMode);
  const chooseTheme = (theme: ThemeMode) => {
    setThemeMode(theme);
    setPreference.mutate({ key: 'theme', value: theme });
  };
  const chooseLanguage = (language: Locale) => {
    setPreference.mutate({ key: 'language', value: language });
    void switchLocale(i18n, language);
  };
  const themeOptions: ChoiceOption<ThemeMode>[] = [
    { value: 'system', label: t`System`, icon: Monitor },
    { value: 'light', label: t`Light`, icon: Sun },
    { value: 'dark', label: t`Dark`, icon: Moon },
  ];

  return (
    <SettingsSection
      title={t`Display`}
      description={t`How Circles looks for you.`}
      icon={Palette}
      error={setPreference.isError ? saveFailed : undefined}
    >
      <SettingChoice
        legend={t`Theme`}
        description={t`System follows the light or dark setting of your device.`}
        options={themeOptions}
        value={preferences.theme}
        onChange={chooseTheme}
        className="grid-cols-3"
      />
      <LanguageSelect value={preferences.language} onChange={chooseLanguage} />
      <SettingSwitch
        label={t`Require alt text`}
        description={t`Ask for a description of every photo or video you post, for people who use screen readers.`}
        isOn={isSwitchOn(preferences.require_alt_text)}
        onChange={(isOn) => setPreference.mutate({ key: 'require_alt_text', value: switchValue(isOn) })}
      />
    </SettingsSection>
  );
}
