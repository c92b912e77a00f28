// @vitest-environment jsdom
// (Under happy-dom, in a full run on a busy machine, the letter typed into the page React had just
// taken over was lost once, CI's "when green" for "when green!", as in use-search-history.test.tsx.)
import { waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { TEST_API } from '../../test/api'
import { cleanUp, draw, hydrate, kept, page } from './test-hydration'

// A cold caption link drawn by the page function (netlify/preview/caption-preview.ts): React takes
// the caption page over as it is, and the page is the app's at once.

afterEach(cleanUp)

const record = { data: { id: 7, url: `${TEST_API}/pepes/7.png`, description: 'Sad pepe in the rain' } }
const captionPage = () => {
  const location = '/pepe/7/caption?v=2&top=when+green&bottom=ship+it'
  return draw(location, location, { record: { version: 'v2', id: '7', record } })
}

test('a caption page: no mismatch, every drawn element kept, and a keystroke is the app’s', async () => {
  const { container, drawnElements, recoverable, errors } = await hydrate(captionPage)
  expect(recoverable).toEqual([])
  expect(errors).toEqual([])
  expect(drawnElements.length).toBeGreaterThan(30)
  expect(kept(container, drawnElements)).toEqual(drawnElements)
  expect(page().getByRole('heading', { level: 1 })).toHaveTextContent('Caption Pepe 7')
  // The page is the app's once its chunk has come: the picture, read then, leaves its loading state.
  await waitFor(() => {
    expect(container.querySelector('.caption-picture')).not.toHaveAttribute('data-state', 'loading')
  })
  await userEvent.type(page().getByRole('textbox', { name: 'Top text' }), '!')
  expect(new URLSearchParams(window.location.search).get('top')).toBe('when green!')
  expect(page().getByRole('img', { name: 'Pepe 7 captioned “WHEN GREEN!” and “SHIP IT”' })).toBe(container.querySelector('canvas'))
})
