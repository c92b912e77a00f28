import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from '../src/mocks/node'

// Every request a test makes must be one the demo API knows: anything else is a bug.
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  server.resetHandlers()
  server.events.removeAllListeners()
})
afterAll(() => {
  server.close()
})
