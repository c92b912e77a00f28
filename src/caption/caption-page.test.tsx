import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { recordRequests, TEST_API } from '../../test/api'
import { currentQuery, renderApp } from '../../test/render'
// Its first find waits for the page's lazy chunk, which a loaded machine may take seconds to compile.
const LOADED = { timeout: 5000 }
const topText = () => screen.findByRole('textbox', { name: 'Top text' }, LOADED)
const bottomText = () => screen.findByRole('textbox', { name: 'Bottom text' })
const capitals = () => screen.findByRole('switch', { name: 'Capitals' })
/** The picture, named by the pepe and its caption as drawn. */
const picture = () => screen.findByRole('img', { name: /^Pepe 7/ })

describe('the caption page', () => {
  test('opens from the record page’s Caption link, under its heading, with capitals on and no caption', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await user.click(await screen.findByRole('link', { name: 'Caption' }, LOADED))
    expect(await screen.findByRole('heading', { level: 1, name: 'Caption Pepe 7' }, LOADED)).toHaveTextContent('Caption Pepe 7')
    expect(window.location.pathname).toBe('/pepe/7/caption')
    expect(await capitals()).toBeChecked()
    expect(await topText()).toHaveValue('')
    expect(await picture()).toHaveAccessibleName('Pepe 7, no caption yet')
    expect(screen.getByRole('link', { name: 'Back to Pepe 7' })).toHaveAttribute('href', '/pepe/7?v=2')
  })

  test('typing puts the caption in the address, replacing the history entry, and in the picture as capitals', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7/caption?v=2&utm_source=chat' })
    const entries = window.history.length
    await user.type(await topText(), 'when the build')
    await user.type(await bottomText(), 'is green')
    expect(window.location.search).toBe('?v=2&top=when+the+build&bottom=is+green&utm_source=chat')
    expect(window.history.length).toBe(entries)
    expect(await picture()).toHaveAccessibleName('Pepe 7 captioned “WHEN THE BUILD” and “IS GREEN”')
  })

  test('a box takes the direction of what is typed in it: Arabic reads right to left, as the picture draws it', async () => {
    renderApp(undefined, { route: '/pepe/7/caption?v=2&top=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7' })
    expect(await topText()).toHaveValue('مرحبا')
    for (const box of [await topText(), await bottomText()]) expect(box).toHaveAttribute('dir', 'auto')
  })

  test('Capitals off keeps the case as typed, and says caps=0 in the address', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7/caption?v=2&top=Hello' })
    await user.click(await capitals())
    expect(currentQuery().get('caps')).toBe('0')
    expect(await picture()).toHaveAccessibleName('Pepe 7 captioned “Hello”')
    await user.click(await capitals())
    expect(currentQuery().has('caps')).toBe(false)
    expect(await picture()).toHaveAccessibleName('Pepe 7 captioned “HELLO”')
  })

  test('a box takes 120 characters, an emoji counting one, and cuts the 121st as one types', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7/caption?v=2' })
    const top = await topText()
    await user.click(top)
    await user.paste('🐸'.repeat(120))
    await user.type(top, 'x')
    expect(top).toHaveValue('🐸'.repeat(120))
    expect(currentQuery().get('top')).toBe('🐸'.repeat(120))
    await user.clear(top)
    await user.paste('a'.repeat(121))
    expect(top).toHaveValue('a'.repeat(120))
  })

  test('a control character typed or pasted becomes a space', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7/caption?v=2' })
    const top = await topText()
    await user.click(top)
    await user.paste('a\tb')
    expect(top).toHaveValue('a b')
    expect(currentQuery().get('top')).toBe('a b')
  })

  test('the header’s version switch keeps the caption page and its caption, for the same id in the other version', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7/caption?v=2&top=hi' })
    await topText()
    await user.click(screen.getByRole('radio', { name: 'v1' }))
    expect(window.location.pathname + window.location.search).toBe('/pepe/7/caption?v=1&top=hi')
    expect(await screen.findByRole('heading', { level: 1, name: 'Caption Pepe 7' })).toBeVisible()
  })

  test('a cold link opens its caption as written, cut to 120 characters, its controls as spaces', async () => {
    const long = 'x'.repeat(130)
    renderApp(undefined, { route: `/pepe/7/caption?v=2&top=${long}&bottom=Two%0Alines&caps=0` })
    expect(await topText()).toHaveValue('x'.repeat(120))
    expect(await bottomText()).toHaveValue('Two lines')
    expect(await capitals()).not.toBeChecked()
    expect(await picture()).toHaveAccessibleName(`Pepe 7 captioned “${'x'.repeat(120)}” and “Two lines”`)
  })

  test('a record already seen is captioned with no request of its own', async () => {
    const requests = recordRequests()
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await user.click(await screen.findByRole('link', { name: 'Caption' }, LOADED))
    await user.type(await topText(), 'hi')
    expect(await picture()).toHaveAccessibleName('Pepe 7 captioned “HI”')
    expect(requests.filter((request) => new URL(request.url).pathname.endsWith('/pepe/7'))).toHaveLength(1)
  })

  test('an unknown record says so, as its page does; a v2 id that is not a number is never asked', async () => {
    const { unmount } = renderApp(undefined, { route: '/pepe/99999/caption?v=2' })
    expect(await screen.findByRole('alert')).toHaveTextContent(/not found/i)
    expect(screen.queryByRole('textbox', { name: 'Top text' })).toBeNull()
    unmount()
    const requests = recordRequests()
    renderApp(undefined, { route: '/pepe/abc/caption?v=2' })
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('whole number')
    })
    expect(requests.filter((request) => request.url.startsWith(TEST_API))).toEqual([])
  })
})
