import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { BrowserRouter } from 'react-router'
import { AppProviders, AppRoutes } from '../src/app'
import type { AppConfig } from '../src/config/config'
import { startingQueryClient } from '../src/first-screen/client'
import { TEST_API } from './api'

export const testConfig: AppConfig = { demo: false, apiBaseUrl: TEST_API, apiKey: null, apiKeyHeader: 'Authorization' }

type RenderAppOptions = { route?: string; config?: AppConfig; retry?: boolean }

/**
 * Renders `ui` (the whole app by default) at `route` with the real providers, a fresh
 * QueryClient and retries off (unless a test is about them), so each test starts cold. As in the
 * browser, the QueryClient starts with what the page was drawn with (its data blocks), if anything.
 */
export function renderApp(
  ui: ReactElement = <AppRoutes demo={false} />,
  { route = '/', config = testConfig, retry = false }: RenderAppOptions = {},
) {
  window.history.replaceState(null, '', route)
  const queryClient = startingQueryClient(config, document, { retry })
  const user = userEvent.setup()
  const result = render(
    <BrowserRouter>
      <AppProviders config={config} queryClient={queryClient}>
        {ui}
      </AppProviders>
    </BrowserRouter>,
  )
  return { ...result, user, queryClient }
}

/** The random view's results list, once it shows. */
export const results = () => screen.findByRole('list', { name: 'Results' })
export const cards = async () => within(await results()).findAllByRole('listitem')
/** The descriptions of the cards on screen, in order (each card's image is named by it). */
export const shownPepes = async () =>
  (await cards()).map((card) => within(card).getAllByRole('img')[0]?.getAttribute('alt'))
/** The query of the current address. */
export const currentQuery = () => new URLSearchParams(window.location.search)
export const searchBox = () => screen.getByRole('searchbox', { name: 'Search descriptions' })

/**
 * Resolves once every reaction already queued has run: the event loop's next task (Node's
 * setImmediate, which runs after all pending promise callbacks). Not a wait for time to pass.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    ;(globalThis as unknown as { setImmediate: (callback: () => void) => void }).setImmediate(resolve)
  })

/** The record's own actions: the cards of its More like this have a heart and "Add to collection" too. */
export function recordActions() {
  const row = document.querySelector<HTMLElement>('.pepe-actions')
  if (row === null) throw new Error('the record page shows no actions')
  return within(row)
}
