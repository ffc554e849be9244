import path from 'node:path';
import { getConfig } from '@lingui/conf';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Lingui's macros (`<Trans>`, `useLingui().t`, `plural`, `<Plural>`) turned into message descriptors at build
 * time by Lingui's Babel plugin (docs/decisions/0098), with the web app's lingui.config.ts wherever the build or
 * the tests run from. Babel only sees the files that import a macro; the rest of the app goes through Vite's own
 * transform alone. Lingui 6's native transform needs Node 22, and this repository runs on Node 20.
 */
export const linguiMacros = () => {
  const linguiConfig = getConfig({ configPath: path.join(import.meta.dirname, '../lingui.config.ts') });
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] },
        rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
      }),
    ],
  });
};
