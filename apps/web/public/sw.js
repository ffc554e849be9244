// Circles' service worker (issue #18, installable app). It keeps the app's own files for speed and an offline
// page for when the network is gone. It never stores API answers, media or anything else a member owns: those
// are private and change all the time, so they always go to the network, untouched by this worker.
const version = 'circles-v3';
/** The languages other than English the offline page has a copy in (issue #53; contracts' localeCodes). */
const offlineLanguages = ['es', 'pt', 'fr', 'de', 'zh', 'it'];
const shell = [
  '/offline.html',
  ...offlineLanguages.map((language) => `/offline.${language}.html`),
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
];
/** Where the worker keeps the language the app is read in (the app posts it), for the offline page. */
const languageKey = '/__circles/language';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(version)
      .then((cache) => cache.addAll(shell))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== version).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/**
 * The offline page in the language the app was last read in (posted by the app), else the browser's, else
 * English.
 */
async function offlinePage() {
  const cache = await caches.open(version);
  const posted = await cache.match(languageKey);
  const language = posted ? await posted.text() : (self.navigator.language || '').split('-')[0].toLowerCase();
  const page = offlineLanguages.includes(language) ? `/offline.${language}.html` : '/offline.html';
  return (await cache.match(page)) || cache.match('/offline.html');
}

// The app tells the worker the language it is read in: at start and when the member changes it.
self.addEventListener('message', (event) => {
  const language = event.data && event.data.type === 'language' ? String(event.data.language) : '';
  if (/^[a-z]{2}$/.test(language))
    event.waitUntil(caches.open(version).then((cache) => cache.put(languageKey, new Response(language))));
});

/** Private or live: the worker never answers these, the browser goes to the network as if it were not here. */
const isPrivate = (url) =>
  url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/') || url.pathname.startsWith('/dev/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url)) return;

  // Pages: always the network (a new build, the member's session); the offline page when it cannot answer.
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }

  // Built files carry their content's hash in the name: once stored, they are right forever.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(version).then(async (cache) => {
        const stored = await cache.match(request);
        if (stored) return stored;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
  }
});

// Web Push (issue #18): the server pushes each new notification ({ title, body, url, tag }). A Circles tab in
// view shows its own pop-up and badge, so the worker stays quiet then; otherwise it shows the notification.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    // Not ours (or garbled): show the generic line below rather than nothing.
  }
  const title = typeof data.title === 'string' ? data.title : 'Circles';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.some((client) => client.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(title, {
        body: typeof data.body === 'string' ? data.body : 'Something new happened in your circles.',
        tag: typeof data.tag === 'string' ? data.tag : undefined,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url },
      });
    }),
  );
});

// A click opens the notification's page: in a Circles tab that is already open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? '/notifications';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(target);
      }
      return self.clients.openWindow(target);
    }),
  );
});
