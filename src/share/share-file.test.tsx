import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderApp } from '../../test/render'
import { stubPictures } from '../../test/picture-stubs'
import { fixtures, type FixturePepe } from '../mocks/fixtures'

/** jsdom has no Web Share API: each test gives the browser one, whose sheet takes files or not. */
function giveShare(takesFiles: boolean) {
  const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve())
  const canShare = vi.fn((data?: ShareData) => takesFiles || !data?.files?.length)
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true, writable: true })
  return share
}

const open = async (pepe: FixturePepe) => {
  const rendered = renderApp(undefined, { route: `/pepe/${pepe.v2Id}?v=2` })
  await screen.findByRole('img', { name: pepe.description })
  return rendered
}

let pictures: ReturnType<typeof stubPictures>
beforeAll(async () => {
  await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen')])
}, 60_000)
beforeEach(() => {
  pictures = stubPictures()
})
afterEach(() => {
  pictures.restore()
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(navigator, 'canShare')
})

describe('Share the picture', () => {
  test('where the sheet takes files: the PNG, read ahead, as pepe-<id>.png with the page’s address', async () => {
    const pepe = fixtures[9] as FixturePepe
    const share = giveShare(true)
    const { user } = await open(pepe)
    // Read once the page is idle, before any tap.
    await waitFor(() => {
      expect(pictures.drawings).toHaveLength(1)
    }, { timeout: 5000 })
    // Its PNG made (the stand-in canvas answers at once), the file is ready within the same turn.
    await act(() => Promise.resolve())
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledTimes(1)
    const data = share.mock.calls[0]?.[0]
    expect(data?.url).toBe(`${window.location.origin}/pepe/${pepe.v2Id}?v=2`)
    expect(data?.files?.map((file) => [file.name, file.type])).toEqual([[`pepe-${pepe.v2Id}.png`, 'image/png']])
  })

  test('where it does not: the link alone, and no picture is read for it', async () => {
    const pepe = fixtures[10] as FixturePepe
    const share = giveShare(false)
    const { user } = await open(pepe)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledExactlyOnceWith({ url: window.location.href, title: `Pepe ${pepe.v2Id}`, text: pepe.description })
    expect(pictures.drawings).toEqual([])
  })
})
