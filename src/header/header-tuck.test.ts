import { describe, expect, test } from 'vitest'
import { headerTucked } from './header-tuck'

const HEADER = 157

describe('the header tucks away', () => {
  test('when the page scrolls down past the header', () => {
    expect(headerTucked(false, { y: 600, lastY: 400, headerHeight: HEADER })).toBe(true)
  })

  test('not while the page is still within the header’s height of its top', () => {
    expect(headerTucked(false, { y: HEADER, lastY: 20, headerHeight: HEADER })).toBe(false)
  })

  test('and it comes back at the top of the page, however it got there', () => {
    expect(headerTucked(true, { y: 0, lastY: 3000, headerHeight: HEADER })).toBe(false)
    expect(headerTucked(true, { y: 40, lastY: 10, headerHeight: HEADER })).toBe(false)
  })

  test('it comes back on any move up, one pixel is enough', () => {
    expect(headerTucked(true, { y: 2999, lastY: 3000, headerHeight: HEADER })).toBe(false)
  })

  test('a look without a move keeps it as it was', () => {
    expect(headerTucked(true, { y: 3000, lastY: 3000, headerHeight: HEADER })).toBe(true)
    expect(headerTucked(false, { y: 3000, lastY: 3000, headerHeight: HEADER })).toBe(false)
  })
})
