import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { currentQuery, renderApp, searchBox, shownPepes } from '../../test/render'

const description = async () => (await screen.findByRole('heading', { level: 1 })).closest('article')?.querySelector('.pepe-page-description') as HTMLElement

test('each word of four letters or more but "pepe" is a link to a search for it, in the version of the page', async () => {
  renderApp(undefined, { route: '/pepe/7?v=2' })
  await screen.findByRole('img', { name: 'Pepe reading a very long book' })
  const words = within(await description()).getAllByRole('link')
  expect(words.map((word) => [word.textContent, word.getAttribute('href')])).toEqual([
    ['reading', '/?v=2&q=reading'],
    ['very', '/?v=2&q=very'],
    ['long', '/?v=2&q=long'],
    ['book', '/?v=2&q=book'],
  ])
  expect(await description()).toHaveTextContent(/^Pepe reading a very long book$/)
})

test('a word of a v1 record searches v1, which the app follows at a click', async () => {
  const { user } = renderApp(undefined, { route: '/pepe/c%2B%2B?v=1' })
  await screen.findByRole('img', { name: 'Sad pepe in the rain' })
  expect(within(await description()).queryByRole('link', { name: 'pepe' })).not.toBeInTheDocument()
  await user.click(within(await description()).getByRole('link', { name: 'rain' }))
  expect(window.location.pathname).toBe('/')
  expect(Object.fromEntries(currentQuery())).toEqual({ v: '1', q: 'rain' })
  expect(searchBox()).toHaveValue('rain')
  expect((await shownPepes()).sort()).toEqual(['Pepe in a raincoat with an umbrella', 'Sad pepe in the rain'])
})
