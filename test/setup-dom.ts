// What only a test with a DOM uses: jest-dom's matchers, and React Testing Library's unmounting.
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { setStorageArea } from '../src/collect/storage-area'
import { memoryArea } from './storage-area'

export { cleanup } from '@testing-library/react'

// How long a findBy/waitFor waits for the page. A file's first test loads the app's modules, and a
// typing pause, a request and a render follow each other: on a machine busy with other runs that
// took over the default second, while it takes a few milliseconds when the machine is free.
configure({ asyncUtilTimeout: 5_000 })

// Each test's library starts empty, in memory where the browser's IndexedDB would be (neither DOM has one).
beforeEach(() => {
  setStorageArea(memoryArea())
})
