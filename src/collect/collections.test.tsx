import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, test } from 'vitest'
import { standInShowModal } from '../../test/dialog'
import { recordActions, renderApp } from '../../test/render'
import { fixtures, type FixturePepe } from '../mocks/fixtures'

const seven = fixtures[6] as FixturePepe

beforeAll(standInShowModal)

beforeAll(async () => {
  await Promise.all([
    import('../record/pepe-page'),
    import('../loading/after-first-screen'),
    import('./favourites-page'),
    import('./collection-view-page'),
    import('./collections-dialog'),
    import('./add-to-collection'),
  ])
}, 60_000)

async function openDialog() {
  const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
  // Generous waits: the first render of the page and its lazy parts, on a busy machine.
  await screen.findByRole('img', { name: seven.description }, { timeout: 5_000 })
  await user.click(await recordActions().findByRole('button', { name: 'Add to collection' }, { timeout: 5_000 }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Collections' }, { timeout: 5_000 }) }
}

describe('the Collections dialog', { timeout: 20_000 }, () => {
  test('"New collection" makes one with the pepe in it, which makes it a favourite; a name in another case is refused', async () => {
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'New collection' }), 'Sad ones{Enter}')
    expect(await within(dialog).findByRole('checkbox', { name: /Sad ones/ })).toBeChecked()
    expect(recordActions().getByRole('button', { name: 'Favourite', hidden: true })).toHaveAttribute('aria-pressed', 'true')

    await user.type(within(dialog).getByRole('textbox', { name: 'New collection' }), 'SAD ONES{Enter}')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('There is a collection named “Sad ones” already.')
    await user.clear(within(dialog).getByRole('textbox', { name: 'New collection' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'New collection' }), `${'x'.repeat(61)}{Enter}`)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at most 60 characters')
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1)

    // Named by the collection alone, described by its count.
    const box = within(dialog).getByRole('checkbox', { name: 'Sad ones', description: '1 pepe' })
    await user.click(box)
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription('0 pepes')
    // Out of the collection, still a favourite.
    expect(recordActions().getByRole('button', { name: 'Favourite', hidden: true })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('collection pages', { timeout: 20_000 }, () => {
  test('/favourites lists the collections; one opens at /favourites/<name>, is renamed, then deleted (asked first) with its pepes kept as favourites', async () => {
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'New collection' }), 'Rainy days{Enter}')
    await within(dialog).findByRole('checkbox', { name: /Rainy days/ })
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))

    await user.click(screen.getByRole('link', { name: /^Favourites/ }))
    const collections = await screen.findByRole('navigation', { name: 'Collections' })
    await user.click(within(collections).getByRole('link', { name: 'Rainy days 1' }))
    expect(window.location.pathname).toBe('/favourites/Rainy%20days')
    expect(await screen.findByRole('heading', { level: 1, name: 'Rainy days' })).toBeVisible()
    expect(within(await screen.findByRole('list', { name: 'Rainy days' })).getByRole('img', { name: seven.description })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Rename collection' }))
    const field = screen.getByRole('textbox', { name: 'New name' })
    await user.clear(field)
    await user.type(field, 'Grey days{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Grey days' })).toBeVisible()
    expect(window.location.pathname).toBe('/favourites/Grey%20days')
    expect(screen.getByRole('link', { name: 'Back to Favourites' })).toHaveAttribute('href', '/favourites')

    await user.click(screen.getByRole('button', { name: 'Delete collection' }))
    expect(screen.getByText(/Its pepes stay in your favourites/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Collections' })).not.toBeInTheDocument()
    expect(within(await screen.findByRole('list', { name: 'Favourites' })).getByRole('img', { name: seven.description })).toBeVisible()
  })

  test('a collection that is not there says so', async () => {
    renderApp(undefined, { route: '/favourites/Nothing%20here' })
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no collection named “Nothing here”')
  })
})
