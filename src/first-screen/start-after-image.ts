// A page drawn by the server (netlify/preview/html.ts: a record's, or the random view's pick)
// shows its image before the app's code is fetched: the image has the connection to itself, and
// the page is read while the code comes. Built by netlify/vite-plugins/page-scripts.ts into
// `start.js`, which the page function puts in the page, right after #root (inline, allowed by its
// hash: netlify/preview/inline.ts; else deferred), in place of the app's module scripts.
//
// Measured, the one trick of its kind kept (npm run bench, 7 runs a page, the same sitting): with
// the modules in the page at fetchpriority="low", LCP 1.58 s on /pepe/7 and 1.59 s on /; with
// this, 0.90 s and 0.91 s. Lighthouse counts every request that ends before the image shows in the
// image's path, and the platform's priorities do not change when a request ends.
//
// A drawn page with no image (a caption page: its picture is a canvas) waits the same way for its
// heading: started at once, its requests counted in the path to the page's first paint.
//
// Once the image is on screen (or failed, or after two seconds at most, or at once in a hidden tab,
// which paints nothing), it adds the app's module scripts and a record's detail-page files, which
// the function moved here (data-modules, data-preload: paths, space-separated), and links the app's
// manifest (data-manifest), which Chromium fetches, with an icon, as soon as it is linked.
import { FIRST_TEXT_TIMING } from '../images/first-text-timing'
import { FIRST_IMAGE_TIMING } from '../images/sources'

const script = document.currentScript
const named = (name: 'modules' | 'preload') => (script?.dataset[name] ?? '').split(' ').filter(Boolean)
let started = false

function start() {
  if (started) return
  started = true
  const manifest = script?.dataset.manifest
  if (manifest) document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: manifest }))
  for (const href of named('preload')) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }))
  }
  // In the order given, as the page had them.
  for (const src of named('modules')) {
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', async: false, src }))
  }
}
const soon = () => setTimeout(start)

const first = document.querySelector<HTMLElement>(`#root img[elementtiming="${FIRST_IMAGE_TIMING}"], #root [elementtiming="${FIRST_TEXT_TIMING}"]`)
const image = first instanceof HTMLImageElement ? first : null
if (!first || document.visibilityState === 'hidden') start()
else {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') start()
  })
  // An image slower than this shares the connection from then on.
  setTimeout(start, 2000)
  if (PerformanceObserver.supportedEntryTypes.includes('element')) {
    // The browser's own word that the image is on screen (Element Timing: the frame presented, not
    // just painted on the main thread, which can be a while earlier).
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === first)) return
      observer.disconnect()
      soon()
    }).observe({ type: 'element', buffered: true })
    // A broken image is never on screen: its decode fails, whether it failed before this ran or after.
    image?.decode().catch(soon)
  } else if (!image || image.complete) requestAnimationFrame(soon)
  else {
    // Elsewhere: after the frame that follows its load.
    const painted = () => requestAnimationFrame(soon)
    image.addEventListener('load', painted)
    image.addEventListener('error', painted)
  }
}
