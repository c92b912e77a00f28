import { sendFirstRequest } from './api/first-question'
import { buildConfig, buildConfigOk, earlyRequestInPage } from './build-config'

// The first module main.tsx imports, so this runs before React's modules do, and well before the
// first render would have asked. A real API answers at once; the demo API only once its worker
// runs (main.tsx sends the request then). A page with public/early-request.js has its request out
// already, as a preload that the app's own request takes when it is sent: nothing to do here.
if (buildConfigOk && buildConfig.ok && import.meta.env.VITE_PEPE_API_BASE_URL && !earlyRequestInPage) {
  sendFirstRequest(buildConfig.config, window.location)
}
