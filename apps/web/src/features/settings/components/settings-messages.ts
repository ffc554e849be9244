import { useLingui } from '@lingui/react/macro';

/**
 * The settings page's words for contracts' `preferenceMessages` (SPEC's English, kept word for word there), in the
 * reader's language.
 */
export function useSettingsMessages() {
  const { t } = useLingui();
  return {
    loadFailed: t`Your settings could not be loaded.`,
    saveFailed: t`That change could not be saved. Please try again.`,
  };
}
