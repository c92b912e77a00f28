import { StrictMode, lazy, startTransition, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { sendFirstRequest } from './first-screen/first-request'
import { App } from './app'
import { buildConfig as result, buildConfigOk } from './config/build-config'
import { StartingUp } from './ui/pepe-card'
import type { AppConfig } from './config/config'
import { startingQueryClient } from './first-screen/client'
import { hydrateDrawn } from './first-screen/hydrate'
import { registerOfflineWorker } from './offline/offline-worker'
import './styles/tokens.css'
import './styles/base.css'
import './styles/messages.css'
import './styles/header.css'
import './styles/header-nav.css'
import './styles/header-tune.css'
import './styles/grid.css'
import './styles/cards.css'
import './styles/hero.css'
import './styles/pages.css'
import './styles/actions.css'
import './styles/dialog.css'
import './styles/library.css'
import './styles/caption.css'
import './styles/step.css'
import './styles/related.css'
import './styles/shortcuts.css'

const container = document.getElementById('root') as HTMLElement
let root: Root | undefined
const render = (ui: ReactNode) => {
  root ??= createRoot(container)
  root.render(ui)
}

// In a transition: React renders the first screen in slices, with the main thread free between
// them, rather than in one long task. A first screen the server drew (src/first-screen) React
// hydrates: it keeps those elements as they are, with no new layout or paint of the page.
const start = (config: AppConfig) => {
  const app = (
    <StrictMode>
      <App config={config} queryClient={startingQueryClient(config)} />
    </StrictMode>
  )
  startTransition(() => {
    if (root || !container.firstElementChild) render(app)
    else hydrateDrawn(container, app)
  })
}

/** Demo mode: the page has its shape while the demo API's worker starts, rather than nothing. */
async function startWithDemoApi(config: AppConfig) {
  render(<StartingUp />)
  try {
    const { startDemoApi } = await import('./mocks/browser')
    await startDemoApi(new URL(window.location.href))
  } catch (error) {
    // The demo API needs a service worker (a private window may refuse one): say so, not blank.
    console.error(error)
    render(
      <main role="alert">
        <h1>Pepe Catalogue cannot start</h1>
        <p>The built-in demo catalogue needs service workers, which this browser window refused.</p>
      </main>,
    )
    return
  }
  // Now that the demo API answers: before React renders, as the page's early request does for a
  // real API (src/first-screen/early-request.ts).
  sendFirstRequest(config, window.location)
  start(config)
}

if (!buildConfigOk) {
  // Rare (a deployment mistake): its words stay out of every good build's first load.
  const ConfigProblem = lazy(() => import('./config/config-problem').then((module) => ({ default: module.ConfigProblem })))
  render(<ConfigProblem problems={result.ok ? [] : result.problems} />)
} else if (result.ok) {
  // Checked on the raw variable, a constant, so that a build with a real API drops the demo API.
  if (import.meta.env.VITE_PEPE_API_BASE_URL) {
    start(result.config)
    registerOfflineWorker()
  } else void startWithDemoApi(result.config)
}
