// Tabula's service worker, so that the local games (against the computer, hot-seat) work offline after
// the first visit. build/service-worker-plugin.ts writes it into the build as `sw.js`, preceded by
// `const PRECACHE = { cacheName, files }`: every file of that build, and a cache named after their hash.
//
// - install: precache every file of the build (all or nothing);
// - activate: delete the caches of older builds, and control the open pages at once;
// - page loads (navigations): the network first, so a new build is seen as soon as it is deployed; the
//   precached index.html when the network fails;
// - the precached files (hashed /assets/*, the manifest, the icons): from the cache, else the network;
// - /api/* and anything else: never touched, so online play fails honestly instead of showing stale data.
//
// A new build's worker waits until no page of the old build is open (no skipWaiting): an open page keeps
// the old cache, which holds every chunk it may still load on demand.

/* global PRECACHE */

const CACHE = PRECACHE.cacheName;
const SCOPE = self.registration.scope;
const INDEX = new URL('index.html', SCOPE).href;
const API = new URL('api/', SCOPE).href;
const PRECACHED = new Set(PRECACHE.files.map((file) => new URL(file, SCOPE).href));

self.addEventListener('install', (event) => {
  // Hashed assets never change, so the browser's HTTP cache may supply them; the other files are revalidated.
  const requests = PRECACHE.files.map((file) => new Request(new URL(file, SCOPE), { cache: file.startsWith('assets/') ? 'default' : 'no-cache' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('tabula-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE) || request.url.startsWith(API)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async (error) => {
        const page = await caches.match(INDEX, { cacheName: CACHE });
        if (page) return page;
        throw error;
      }),
    );
    return;
  }
  if (!PRECACHED.has(request.url)) return;
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
});
