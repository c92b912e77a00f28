import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { PRODUCTION_PORT, UPSTREAM_PORT } from './servers'
import type { UpstreamRequest } from './upstream'

// What the production site's page-function tests share (production-preview.spec.ts and the
// others of its kind): the site, what the upstream was asked, what a crawler reads, what #root showed.

export const SITE = `http://localhost:${PRODUCTION_PORT}`

export const upstreamLog = async (request: APIRequestContext) =>
  (await (await request.get(`http://127.0.0.1:${UPSTREAM_PORT}/__requests`)).json()) as UpstreamRequest[]

/** How often the upstream is asked for `path` from now on. */
export async function countAsked(request: APIRequestContext, path: string) {
  const asked = async () => (await upstreamLog(request)).filter((seen) => seen.path === path).length
  const before = await asked()
  return async () => (await asked()) - before
}


/** What a crawler reads of a page: its head, parsed by the browser without running anything. */
export async function headOf(page: Page, response: APIResponse) {
  const html = await response.text()
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html')
    const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
    const preload = doc.querySelector('link[rel="preload"][as="image"]')
    return {
      title: doc.title,
      og: Object.fromEntries(['og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'twitter:card'].map((key) => [key, meta(key)])),
      preload: preload && { href: preload.getAttribute('href'), srcset: preload.getAttribute('imagesrcset') },
      data: doc.getElementById('pepe-record')?.textContent ?? null,
      scripts: [...doc.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? (script.type || 'inline')),
      modulepreloads: [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
      manifest: doc.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
      // What start.js (inline after #root, netlify/preview/inline.ts) adds once the record's image shows.
      later: Object.fromEntries(Object.entries(doc.querySelector<HTMLScriptElement>('#root + script[data-modules]')?.dataset ?? {})),
      root: doc.getElementById('root') !== null,
    }
  }, html)
}

/**
 * Records what #root shows each time it changes, from when it can first be painted (parsed, and
 * styled: the stylesheet blocks painting, not parsing) on: its large image (description and
 * place), a shimmer, "Loading…", the page's status line. Read with firstScreenStates().

 */
export async function watchFirstScreen(page: Page) {
  await page.addInitScript(() => {
    const states: string[] = []
    Object.assign(window, { firstScreenStates: states })
    const look = () => {
      // A link of a type no browser reads (a drawn page's, netlify/preview/inline.ts) is never loaded: it blocks nothing.
      const styled = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([type="text/x-inlined"])')].every((link) => link.sheet !== null)
      if (document.readyState === 'loading' || !styled) return
      const root = document.getElementById('root')
      const image = root?.querySelector<HTMLImageElement>('main .pepe-image-box img')
      const at = image?.getBoundingClientRect()
      const state = JSON.stringify({
        image: image?.alt ?? null,
        at: at ? [at.x, at.y, at.width, at.height].map(Math.round) : null,
        shimmer: root?.querySelector('[data-state="loading"]') != null,
        waiting: /Loading…/.test(root?.textContent ?? ''),
        status: root?.querySelector('main [role="status"]')?.textContent ?? null,
      })
      if (states.at(-1) !== state) states.push(state)
    }
    document.addEventListener('readystatechange', look)
    document.addEventListener('load', look, true)
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
  })
}

export const firstScreenStates = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { firstScreenStates: string[] }).firstScreenStates)).map((state) => JSON.parse(state) as unknown)

/**
 * When the browser presented the frame that showed the drawn element named `identifier` (Element
 * Timing: start.js waits for it), in the page's time; NaN if none showed within two seconds.
 */
export const shownAt = (page: Page, identifier: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
            if (entry.identifier === name) resolve(entry.renderTime)
          }
        }).observe({ type: 'element', buffered: true })
        setTimeout(() => {
          resolve(NaN)
        }, 2000)
      }),
    identifier,
  )
