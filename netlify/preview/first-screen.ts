import type { Pepe } from '../../src/api/schemas.ts'
import { iconId, type IconName } from '../../src/icons/icons.ts'
import { FIRST_IMAGE_TIMING, imageSources, type ImageCdn } from '../../src/images/sources.ts'
import { describePick } from '../../src/pages/describe-pick.ts'
import { pepePath, randomPath, routes, versionParam } from '../../src/paths.ts'
import { APP_NAME } from '../../src/titles.ts'
import type { BrowseParams } from '../../src/url-state/browse-params.ts'
import { escapeHtml as text } from './escape.ts'

/**
 * The first screen of a record's page, or of the random view's one large pick, drawn into
 * `#root` by the server (issue 19): its image paints with the HTML rather than after the app's
 * code has run, and a visitor without JavaScript sees the pepe. It is the markup React's first
 * render of that page gives (the header of src/components/app-header.tsx, src/pages/pepe-page.tsx
 * or src/pages/home-page.tsx with PepeCard, PepeImage), to the attribute and the text node, as
 * React's own server rendering would write it: React hydrates it (src/main.tsx), keeping these
 * elements, with no new layout or paint of the page (src/hydration.test.tsx holds the two to
 * each other). Only what needs no script is here: the parts that come after the first render
 * (the actions, the theme control, the count of favourites) take places kept for them or below
 * the image.
 */

/** Where React's server rendering marks a <Suspense> shown with its content (src/app.tsx's around the page). */
const SUSPENSE_START = '<!--$-->'
const SUSPENSE_END = '<!--/$-->'
/** Where React's server rendering separates two texts of one element (`Pepe {id}`): React hydrates each. */
const TEXT_BREAK = '<!-- -->'

/** An icon as src/components/icon.tsx draws it, from the page's sprite. */
const icon = (name: IconName, className: string) => `<svg class="${className}" aria-hidden="true"><use href="#${iconId(name)}"></use></svg>`

/** The header as React first draws it on a record's page: its height places the image. */
function header({ version, search, limit }: BrowseParams): string {
  const radio = (option: 'v1' | 'v2') =>
    `<label class="segment"><input type="radio" name="api-version" value="${option}"${option === version ? ' checked=""' : ''}>${option}</label>`
  const limitInput =
    version === 'v1'
      ? `<label class="limit-input"><span class="visually-hidden">Number of pepes</span><input type="number" inputmode="numeric" min="1" max="50" step="1" value="${limit}"><span aria-hidden="true">pepes</span></label>`
      : ''
  // Both forms are plain ones to the random view, as React draws them (src/components/random-view-form.tsx).
  const v1Field = version === 'v1' ? '<input type="hidden" name="v" value="1">' : ''
  return [
    '<header class="app-header">',
    '<a href="#main" class="skip-link">Skip to results</a>',
    `<div class="header-brand"><a class="app-title" href="/">${icon('logo', 'app-logo')}<span class="app-title-text">${text(APP_NAME)}</span></a></div>`,
    `<div class="header-find"><form role="search" class="search-box" action="${routes.random}">${icon('search', 'search-icon')}<input type="search" name="q" autocomplete="off" aria-label="Search descriptions" data-shortcut="/" placeholder="Search descriptions" value="${text(search)}">${v1Field}</form><form class="new-random" action="${routes.random}"><input type="hidden" name="q" value="${text(search)}"><button type="submit" data-shortcut="r">New random</button>${v1Field}</form></div>`,
    `<div class="header-tune"><div role="radiogroup" aria-labelledby="version-label" class="version-toggle"><span id="version-label" class="visually-hidden">API version</span>${radio('v1')}${radio('v2')}</div>${limitInput}</div>`,
    `<nav class="header-nav" aria-label="Your pepes"><a class="nav-link" href="/favourites">${icon('heart', 'nav-icon')}<span class="nav-label">Favourites</span></a><a class="nav-link" href="/recent">${icon('clock', 'nav-icon')}<span class="nav-label">Recently seen</span></a><span class="theme-slot"></span></nav>`,
    '</header>',
  ].join('')
}

/**
 * The one large image, as PepeImage draws it, with the preload's sources (html.ts), so that it is
 * the file the preload fetched. "loaded" from the start, never "loading", which hides the image
 * until a script says it came: PepeImage draws a drawn image so.
 */
function largeImage(pepe: Pepe, cdn: ImageCdn): string {
  const { src, srcSet, sizes } = imageSources(pepe.url, 'large', cdn)
  const sources = `${sizes === undefined ? '' : `sizes="${text(sizes)}" `}${srcSet === undefined ? '' : `srcset="${text(srcSet)}" `}src="${text(src)}"`
  return `<div class="pepe-image-box" data-state="loaded"><img ${sources} alt="${text(pepe.description)}" width="512" height="512" loading="eager" decoding="async" fetchpriority="high" elementtiming="${FIRST_IMAGE_TIMING}"></div>`
}

/** The record as the detail page first shows it (a record from the data block needs no wait). */
function record(pepe: Pepe, cdn: ImageCdn): string {
  const back = randomPath(`v=${versionParam(pepe.version)}`)
  return [
    '<article class="pepe-page" data-state="shown">',
    `<div class="pepe-page-head"><p><a class="text-link back-link" data-shortcut="Escape" href="${text(back)}"><span aria-hidden="true">←</span> Back to ${TEXT_BREAK}random pepes</a></p>`,
    `<h1>Pepe ${TEXT_BREAK}${text(pepe.id)}</h1><p role="status" class="status"></p></div>`,
    `<div class="pepe-page-media">${largeImage(pepe, cdn)}</div>`,
    `<div class="pepe-page-body"><p class="pepe-page-description">${text(pepe.description)}</p>`,
    `<p class="pepe-version"><span class="chip">API version ${TEXT_BREAK}${pepe.version}</span></p></div>`,
    '</article>',
  ].join('')
}

/** The random view with its one large pick, as src/pages/home-page.tsx first shows an answer. */
function randomPick(pepe: Pepe, search: string, cdn: ImageCdn): string {
  return [
    '<h1 class="visually-hidden">Random pepes</h1>',
    `<p role="status" class="status">${text(describePick({ pepes: [pepe], matched: true }, search, 1))}</p>`,
    '<ul role="list" aria-label="Results" aria-busy="false" class="results results-hero"><li><article class="pepe-card pepe-hero">',
    `<a class="pepe-card-link" href="${text(pepePath(pepe.version, pepe.id))}">${largeImage(pepe, cdn)}</a>`,
    `<div class="pepe-card-text"><p class="pepe-meta">Pepe ${TEXT_BREAK}${text(pepe.id)}${TEXT_BREAK} · API ${TEXT_BREAK}${pepe.version}</p><p class="pepe-description">${text(pepe.description)}</p></div>`,
    '</article></li></ul>',
  ].join('')
}

/** What a page drawn by the server shows: a record's page, or the random view's pick. */
export type Screen = { readonly page: 'record' | 'random'; readonly pepe: Pepe }

/** What goes inside `#root`: the header, then the page in `<main>`, as src/app.tsx lays them out. */
export function firstScreen({ page, pepe }: Screen, browse: BrowseParams, cdn: ImageCdn): string {
  const content = page === 'record' ? record(pepe, cdn) : randomPick(pepe, browse.search, cdn)
  return `${header(browse)}<main id="main" tabindex="-1">${SUSPENSE_START}${content}${SUSPENSE_END}</main>`
}
