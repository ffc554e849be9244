/**
 * The texts of what React does not draw (issue #53): the offline page the service worker shows without a network
 * (public/offline.html) and the web app manifest a browser's install prompt reads (public/manifest.webmanifest).
 * `build/offline-pages.ts` writes a copy of each per language, with these texts from the core catalogue. Each is
 * marked for `lingui extract` by its i18n comment and has an id of its own; one the app already says is named by
 * its English.
 */
export const offlineTexts = {
  title: /*i18n*/ { id: 'offline.title', message: 'You are offline' },
  body: /*i18n*/ {
    id: 'offline.body',
    message: 'Circles needs a connection to show your circles and posts. Check your network, then try again.',
  },
  // The app's own 'Try again' (the error states'), found by its English: one text, one translation.
  tryAgain: { id: undefined, message: 'Try again' },
  appDescription: /*i18n*/ {
    id: 'manifest.description',
    message: 'The social network for real, identity-verified people, in circles.',
  },
} as const;
