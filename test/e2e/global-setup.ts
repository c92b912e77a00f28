import { PRODUCTION_PORT, UPSTREAM_PORT } from './servers'
import { startUpstream } from './upstream'

export default async function globalSetup() {
  return startUpstream({ port: UPSTREAM_PORT, site: `http://localhost:${PRODUCTION_PORT}` })
}
