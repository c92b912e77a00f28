import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from '../src/mocks/node'

// Loaded only where there is a DOM (happy-dom or jsdom), so that a Node file does not pay for it.
const dom = 'document' in globalThis ? await import('./setup-dom') : null

// Every request a test makes must be one the demo API knows: anything else is a bug.
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})
afterEach(() => {
  vi.useRealTimers()
  dom?.cleanup()
  server.resetHandlers()
  server.events.removeAllListeners()
})
afterAll(() => {
  server.close()
})
