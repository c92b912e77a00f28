// What only a test with a DOM uses: jest-dom's matchers, and React Testing Library's unmounting.
import '@testing-library/jest-dom/vitest'

export { cleanup } from '@testing-library/react'
