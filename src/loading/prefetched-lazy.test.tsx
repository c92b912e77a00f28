import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { prefetchedLazy } from './prefetched-lazy'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

test('shows the part once its code has come, with its props, and at once on later mounts', async () => {
  const Lazy = prefetchedLazy(() => Promise.resolve(Greeting))
  const first = render(<Lazy name="frog" />)
  expect(await screen.findByText('Hello frog')).toBeVisible()
  first.unmount()
  render(<Lazy name="toad" />)
  expect(screen.getByText('Hello toad')).toBeVisible()
})

test('code that cannot come (offline, a replaced chunk) leaves nothing, not a broken page; a later mount tries again', async () => {
  let attempts = 0
  const Lazy = prefetchedLazy(() => {
    attempts += 1
    return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Greeting)
  })
  const first = render(
    <main>
      <p>The page</p>
      <Lazy name="frog" />
    </main>,
  )
  await expect.poll(() => attempts).toBe(1)
  expect(screen.getByText('The page')).toBeVisible()
  expect(screen.queryByText(/Hello/)).not.toBeInTheDocument()
  first.unmount()
  render(<Lazy name="frog" />)
  expect(await screen.findByText('Hello frog')).toBeVisible()
  expect(attempts).toBe(2)
})

test('its code is asked for in a task after the one that drew the page, not during it; a part gone by then asks nothing', async () => {
  let asked = 0
  const Lazy = prefetchedLazy(() => {
    asked += 1
    return Promise.resolve(Greeting)
  })
  const gone = render(<Lazy name="toad" />)
  gone.unmount()
  render(<Lazy name="frog" />)
  expect(asked).toBe(0)
  expect(await screen.findByText('Hello frog')).toBeVisible()
  expect(asked).toBe(1)
})
