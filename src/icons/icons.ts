/**
 * The app's icons, each an SVG file. The build puts them once in the page as a hidden sprite of
 * `<symbol id="icon-NAME">` (netlify/vite-plugins/icon-sprite.ts), and the markup draws them with
 * `<use>` (src/ui/icon.tsx, on the server's first screen too). Not CSS
 * images: Chromium makes each SVG image a document of its own, about 15 ms of style apiece on a
 * page's first layout, before its first paint. Their colour is the text's (`currentColor`); the
 * heart has no fill of its own, so that a kept favourite can fill it (src/styles/cards.css).
 */
export const ICON_FILES = {
  // The favicon's frog: one drawing for the tab and the page.
  logo: 'public/favicon.svg',
  heart: 'src/icons/heart.svg',
  clock: 'src/icons/clock.svg',
  search: 'src/icons/search.svg',
  // The ways to send a pepe (record page and v2's pick): a tile each, its icon over its name.
  image: 'src/icons/image.svg',
  link: 'src/icons/link.svg',
  share: 'src/icons/share.svg',
  download: 'src/icons/download.svg',
  open: 'src/icons/open.svg',
  caption: 'src/icons/caption.svg',
  collection: 'src/icons/collection.svg',
  check: 'src/icons/check.svg',
} as const

export type IconName = keyof typeof ICON_FILES

/** The sprite's id of an icon, which `<use href="#…">` names. */
export const iconId = (name: IconName) => `icon-${name}`
