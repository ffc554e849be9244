// Lingui's Vite plugin compiles an imported .po catalogue into its messages (src/lib/i18n.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
