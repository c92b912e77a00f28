import { vi } from 'vitest'
import { server } from '../../src/mocks/node'
import { createForwarder } from '../forwarder.ts'
import { readForwarderSettings } from './settings.ts'

// What the forwarder's tests share. The upstream is the demo API (its handlers answer on any
// origin), reached through msw/node; a test overrides it with `server.use(...)`.
export const UPSTREAM = 'https://upstream.test'
const SITE = 'https://pepes.example'
export const KEY = 'server-secret-key'

/** A forwarder on UPSTREAM with KEY (unless `env` says otherwise), and what reached the upstream. */
export function setup(env: Record<string, string | undefined> = {}, timeoutMs?: number) {
  const log = { error: vi.fn<(...args: unknown[]) => void>() }
  const settings = readForwarderSettings({ PEPE_API_UPSTREAM: UPSTREAM, PEPE_API_KEY: KEY, ...env })
  const forward = createForwarder(settings, { log, timeoutMs })
  const upstream: Request[] = []
  server.events.on('request:start', ({ request }) => {
    upstream.push(request)
  })
  const call = (path: string, init?: RequestInit) => forward(new Request(`${SITE}${path}`, init))
  return { call, upstream, log }
}

export const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error
