/**
 * The page's classic scripts, each a bundle of its own built from one module of the app
 * (netlify/vite-plugins/page-scripts.ts), so that they share its rules and constants rather than
 * copy them. `head`: index.html names it (first in `<head>`); else only a page the function draws
 * carries it (netlify/preview/html.ts).
 */
export const PAGE_SCRIPTS = {
  /** The theme before the first paint: blocking, in `<head>`. Every build. */
  theme: { file: 'theme.js', entry: 'src/theme/theme-before-paint.ts', head: true, defer: false, demo: true },
  /**
   * The page's first API request while the app's code downloads: deferred, before the app's
   * module. Real-API builds only (a demo build asks once its demo API runs, src/main.tsx); a page
   * drawn with its answers leaves it out.
   */
  early: { file: 'early-request.js', entry: 'src/first-screen/early-request.ts', head: true, defer: true, demo: false },
  /** A drawn page's start: the app's code once its image shows (start-after-image.ts). */
  start: { file: 'start.js', entry: 'src/first-screen/start-after-image.ts', head: false, defer: true, demo: false },
} as const
