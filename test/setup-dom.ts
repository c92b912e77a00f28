// What only a test with a DOM uses: jest-dom's matchers, and React Testing Library's unmounting.
import '@testing-library/jest-dom/vitest'
import { beforeEach } from 'vitest'
import { setStorageArea } from '../src/collect/storage-area'
import { memoryArea } from './storage-area'

export { cleanup } from '@testing-library/react'

// Each test's library starts empty, in memory where the browser's IndexedDB would be (neither DOM has one).
beforeEach(() => {
  setStorageArea(memoryArea())
})
