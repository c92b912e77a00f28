import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { currentQuery, searchBox } from '../../test/render'

// What the search box's history tests share (use-search-history.test.tsx, search-replaced.test.tsx).

export const back = () => {
  act(() => {
    window.history.back()
  })
}
/** Waits for the address to hold this search (null: none). */
export const searchShows = (term: string | null) =>
  waitFor(() => {
    expect(currentQuery().get('q')).toBe(term)
  })

/**
 * Waits for the address to hold this search and the box to show it. The router renders Back as a
 * transition: the address changes first, the box a render later (under load, a test that read the
 * box as soon as the address changed saw the search before).
 */
export async function searchAndBoxShow(term: string) {
  await searchShows(term)
  await waitFor(() => {
    expect(searchBox()).toHaveValue(term)
  })
}
