/**
 * The page's classic scripts, each a bundle of its own built from one module of the app
 * (netlify/vite-plugins/page-scripts.ts), so that they share its rules and constants rather than
 * copy them.
 */
export const PAGE_SCRIPTS = {
  /** The theme before the first paint: blocking, in `<head>`. Every build. */
  theme: { file: 'theme.js', entry: 'src/theme/theme-before-paint.ts', defer: false, demo: true },
  /**
   * The page's first API request while the app's code downloads: deferred, before the app's
   * module. Real-API builds only (a demo build asks once its demo API runs, src/main.tsx); a page
   * drawn with its answers leaves it out (netlify/preview/html.ts).
   */
  early: { file: 'early-request.js', entry: 'src/first-screen/early-request.ts', defer: true, demo: false },
} as const
