import { within } from '@testing-library/react'
import { vi } from 'vitest'
import { drawnPage, type DrawnPage } from '../../netlify/preview/html'
import { HEAD_PLACEHOLDER } from '../../netlify/preview/page-manifest'
import type { DrawnData } from './data'
import { testConfig } from '../../test/render'

// A page the server drew (src/first-screen/render.tsx, in the page function), and React's takeover
// of it as main.tsx starts the app: for the hydration tests.

const APP_HTML = `<!doctype html><html><head>${HEAD_PLACEHOLDER}<title>Pepe Catalogue</title></head><body><div id="root"></div></body></html>`
const BUILD = { drawn: true, imageCdn: null, detailChunks: [], captionChunks: [] }

export type Drawn = { route: string; html: string }

/**
 * What React's development build says when the browser's renderer takes a context the server's
 * rendered last in the same process (see draw()): never so in a browser, where the server's React
 * is another process's.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.'

/**
 * The page as the page function draws it: React's first screen at `location`, over `data`, by the
 * server's entry with modules of its own, as in the function; `page`: its preload, preview, chunks.
 */
export async function draw(route: string, location: string, data: DrawnData, page: Omit<DrawnPage, 'root' | 'data'> = {}): Promise<Drawn> {
  vi.resetModules()
  const { renderFirstScreen } = await import('./render')
  const root = await renderFirstScreen(location, data, testConfig)
  // React's server renderer leaves the contexts of its last task set on the shared context objects
  // (it switches them lazily, as the next render needs), which the server's own process keeps to
  // itself. Here the browser's React shares them: a render of nothing switches them all back.
  const { prerender } = await import('react-dom/static')
  await prerender(null)
  return { route, html: drawnPage(APP_HTML, BUILD, { ...page, root, data }) ?? '' }
}

/**
 * Loads `drawn` as the browser would, then starts the app on it as main.tsx does, with the modules
 * fresh (the parts fetched after the first screen not yet there, as on a first visit). Returns
 * what React reported and the elements the server drew.
 */
export async function hydrate(page: () => Promise<Drawn>, before: (page: Document) => void = () => undefined) {
  const { route, html } = await page()
  vi.resetModules()
  window.history.replaceState(window.history.state, '', route)
  document.documentElement.innerHTML = html.replace(/^<!doctype html><html>|<\/html>$/g, '')
  const container = document.getElementById('root') as HTMLElement
  before(document)
  const drawnElements = [...container.querySelectorAll('*')]
  const drawnMarkup = container.innerHTML
  // React, the app and react-dom together, as fresh modules of one page.
  const { act, StrictMode, startTransition } = await import('react')
  const { App } = await import('../app')
  const { startingQueryClient } = await import('./client')
  const { hydrateDrawn } = await import('./hydrate')
  const errors = vi.spyOn(console, 'error')
  // React reports a mismatch it recovered from (by drawing the page anew) with reportError().
  const recoverable: unknown[] = []
  window.addEventListener('error', (event) => {
    recoverable.push(event.error)
    event.preventDefault()
  })
  let unmount: () => void = () => undefined
  const start = () => {
    startTransition(() => {
      const root = hydrateDrawn(
        container,
        <StrictMode>
          <App config={testConfig} queryClient={startingQueryClient(testConfig)} />
        </StrictMode>,
      )
      unmount = () => {
        root.unmount()
      }
    })
  }
  // The first render in React's act() (of the fresh React above); what follows, as in a browser.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  await act(async () => {
    start()
    await Promise.resolve()
  })
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
  hydrated = unmount
  const said = errors.mock.calls.map((call) => call.map(String).join(' '))
  return { container, drawnElements, drawnMarkup, recoverable, errors: said.filter((message) => message !== TWO_RENDERERS) }
}

let hydrated: () => void = () => undefined
/** The page's body: replaced with the drawn page, it is not the one `screen` was made for. */
export const page = () => within(document.body)
/** After each test: the app unmounted, the document and address as they were. */
export function cleanUp() {
  hydrated()
  document.documentElement.innerHTML = '<head></head><body></body>'
  window.history.replaceState(null, '', '/')
}

/** The elements the server drew that React kept, in order: all of them, when it hydrated. */
export const kept = (container: HTMLElement, drawn: Element[]) => drawn.filter((element) => container.contains(element))
