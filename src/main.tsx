import { StrictMode, lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { StartingUp } from './components/pepe-card'
import type { ConfigResult } from './config'
import './styles/tokens.css'
import './styles/base.css'
import './styles/header.css'
import './styles/cards.css'
import './styles/pages.css'

const root = createRoot(document.getElementById('root') as HTMLElement)
// Read and checked by vite.config.ts when the app is built (or served): the first load carries the
// verdict, not the rules.
declare const __PEPE_CONFIG__: ConfigResult
const result = __PEPE_CONFIG__
// Rare (a deployment mistake): its words stay out of every good build's first load.
const ConfigProblem = lazy(() => import('./components/config-problem').then((module) => ({ default: module.ConfigProblem })))

if (!result.ok) {
  root.render(<ConfigProblem problems={result.problems} />)
} else {
  // Checked on the raw variable so that a build with a real API drops the demo API entirely.
  try {
    if (!import.meta.env.VITE_PEPE_API_BASE_URL) {
      // The page has its shape while the demo API's worker starts, rather than nothing.
      root.render(<StartingUp />)
      const { startDemoApi } = await import('./mocks/browser')
      await startDemoApi(new URL(window.location.href))
    }
    root.render(
      <StrictMode>
        <App config={result.config} />
      </StrictMode>,
    )
  } catch (error) {
    // The demo API needs a service worker (a private window may refuse one): say so, not blank.
    console.error(error)
    root.render(
      <main role="alert">
        <h1>Pepe Catalogue cannot start</h1>
        <p>The built-in demo catalogue needs service workers, which this browser window refused.</p>
      </main>,
    )
  }
}
