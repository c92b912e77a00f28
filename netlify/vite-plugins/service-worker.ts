import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { API_PATH, SAME_SITE_API } from '../../src/api/api-path.ts'
import { PAGE_SCRIPTS } from '../../src/first-screen/page-scripts.ts'
import { LATER_FACES_CHUNK } from './caption-faces.ts'

type Rule = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number]
type Matcher = Extract<Rule['urlPattern'], (...args: never[]) => unknown>

/**
 * A rule's matcher as the service worker runs it. Workbox writes a matcher's source into sw.js,
 * where nothing it closes over exists: `make` gets the app's values as arguments, which go in
 * with its source.
 */
export function inWorker<Values extends (string | number)[]>(make: (...values: Values) => Matcher, ...values: Values): Matcher {
  return Object.assign(make(...values), { toString: () => `(${make.toString()})(...${JSON.stringify(values)})` })
}

const DAY = 24 * 60 * 60

/** What the worker keeps, rule by rule: the first that matches a request handles it. */
export const RUNTIME_CACHING: Rule[] = [
  {
    // Any page of the app: the network's answer, or offline the precached shell.
    urlPattern: inWorker(
      (api) =>
        ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith(api) && !url.pathname.startsWith('/.netlify/'),
      `${SAME_SITE_API}/`,
    ),
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: 'index.html' } },
  },
  {
    // A record by id never changes. Random answers (no id) match no rule: never kept.
    urlPattern: inWorker(
      (api, path) =>
        ({ sameOrigin, url }) =>
          sameOrigin && !url.search && url.pathname.startsWith(`${api}/`) && new RegExp(path).exec(url.pathname.slice(api.length))?.[2] !== undefined,
      SAME_SITE_API,
      API_PATH.source,
    ),
    handler: 'CacheFirst',
    options: {
      cacheName: 'pepe-records',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
    },
  },
  {
    // Images seen, through the Image CDN (`/.netlify/images?…`) or on this origin. Another
    // host's image is opaque to the worker, an error as likely as not: never kept.
    urlPattern: ({ sameOrigin, request }) => sameOrigin && request.destination === 'image',
    handler: 'CacheFirst',
    options: {
      cacheName: 'pepe-images',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
    },
  },
]

/**
 * The real-API build's service worker (Workbox, generated at build time; registered by
 * src/offline/offline-worker.ts). It precaches the app shell; navigations go to the network first, so a
 * new deploy and the link-preview HTML of /pepe/:id arrive as without it, and offline the
 * precached shell answers.
 * It waits for the tabs of the version before it to close (no skipWaiting): a page keeps the
 * chunks it was built with. Never `npm run dev`: the plugin makes nothing while serving.
 */
export function serviceWorker({ enabled }: { enabled: boolean }) {
  // The page's classic scripts that index.html names (the others are a drawn page's own).
  const pageScripts = Object.values(PAGE_SCRIPTS).flatMap(({ file, head }) => (head ? [file] : []))
  return VitePWA({
    disable: !enabled,
    injectRegister: false,
    // public/manifest.webmanifest, linked from index.html: every build is installable.
    manifest: false,
    workbox: {
      globPatterns: ['index.html', ...pageScripts, 'favicon.svg', 'manifest.webmanifest', 'icons/*.png', 'assets/*.{js,css}'],
      // Nor the caption's fonts (woff2, never matched) nor the CJK faces' ranges: fetched when a caption needs them.
      globIgnores: [`assets/${LATER_FACES_CHUNK}-*.js`],
      // `/` must not match the precached index.html, or it would be served before the network.
      directoryIndex: null,
      navigateFallback: null,
      // The first visit's page too, so that what it shows is kept. (A later version's worker
      // activates only once no page uses the one before, so it never claims a running page.)
      clientsClaim: true,
      navigationPreload: true,
      inlineWorkboxRuntime: true,
      runtimeCaching: RUNTIME_CACHING,
    },
  })
}
