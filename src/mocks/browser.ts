import { network } from 'virtual:msw'
import { faultHandlersFromPage } from './faults'
import { handlers } from './handlers'

/** Starts the demo API in this tab, with any fault the page's `?mock=` asks for. */
export async function startDemoApi(pageUrl: URL): Promise<void> {
  network.configure({
    handlers: [...faultHandlersFromPage(pageUrl.searchParams), ...handlers],
    // Images, scripts and styles are the app's own files: let them through quietly.
    onUnhandledFrame: 'bypass',
  })
  await network.enable()
}
