import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { TEST_API } from '../../test/api'
import { idleATaskLater } from '../../test/idle'
import { fixtures, type FixturePepe } from '../mocks/fixtures'

// What the tests of stepping from record to record share (step-links.test.tsx, step-cold.test.tsx).

export const fixture = (n: number) => fixtures[n - 1] as FixturePepe
export const h1 = () => screen.findByRole('heading', { level: 1 })
export const previous = () => screen.queryByRole('link', { name: 'Previous pepe' })
export const next = () => screen.queryByRole('link', { name: 'Next pepe' })
/** The record page's heading once the record itself is shown. */
export async function shown(pepe: FixturePepe, version: 'v1' | 'v2') {
  await screen.findByRole('img', { name: pepe.description })
  expect(await h1()).toHaveTextContent(`Pepe ${version === 'v1' ? pepe.v1Id : pepe.v2Id}`)
}
export const notFound = (...ids: number[]) =>
  http.get(`${TEST_API}/v2/pepe/:id`, ({ params }) =>
    ids.includes(Number(params.id)) ? HttpResponse.json({ error: 'not found' }, { status: 404 }) : undefined,
  )

/**
 * The page goes idle a task after it asks (not the 300 ms a browser without idle callbacks
 * waits), and the tests wait for the links themselves. The pages' chunks compiled up front.
 */
export function stepTestSetup() {
  beforeEach(() => {
    idleATaskLater()
  })
  afterEach(() => {
    localStorage.clear()
  })
  beforeAll(async () => {
    await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen'), import('../collect/favourites-page')])
  }, 60_000)
}
