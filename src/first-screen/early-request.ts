import { sendFirstRequest } from './first-request'
import { buildConfig, buildConfigOk } from '../config/build-config'

// The page's early request script (`/early-request.js`): a classic script of its own, built from
// this module by netlify/vite-plugins/page-scripts.ts into every real-API build's page, deferred and
// before the app's module. It asks the page's first API request (SPEC section 11) while the app's
// code still downloads; the app takes the response, and its abort, when it asks (src/api/first-response.ts).
// A demo build asks once its demo API runs (src/main.tsx).
if (buildConfigOk && buildConfig.ok && !buildConfig.config.demo) sendFirstRequest(buildConfig.config, window.location)
