import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { TEST_API } from '../../test/api'
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
  // The first test loads the record's chunk: more time on a loaded machine.
  await screen.findByRole('img', { name: pepe.description }, { timeout: 5000 })
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
  vi.useRealTimers()
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

  describe('a tap at once, before the picture has arrived', () => {
    /** The page opened with its picture slow to come, and "Share" tapped as soon as it shows. */
    async function tapAtOnce(pepe: FixturePepe) {
      pictures.restore()
      pictures = stubPictures({ late: [`${TEST_API}${pepe.image}`] })
      const share = giveShare(true)
      const { user } = await open(pepe)
      await user.click(screen.getByRole('button', { name: 'Share' }))
      return share
    }

    test('waits for it, then shares the PNG with the page’s address', async () => {
      const pepe = fixtures[11] as FixturePepe
      const share = await tapAtOnce(pepe)
      expect(share).not.toHaveBeenCalled()
      act(() => {
        pictures.arrive()
      })
      await waitFor(() => {
        expect(share).toHaveBeenCalledTimes(1)
      })
      const data = share.mock.calls[0]?.[0]
      expect(data?.url).toBe(`${window.location.origin}/pepe/${pepe.v2Id}?v=2`)
      expect(data?.files?.map((file) => file.name)).toEqual([`pepe-${pepe.v2Id}.png`])
    })

    test('shares the link alone when the picture has not come within 4 s, while the tap still counts', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
      // Another pepe: the PNGs made are kept (png.ts).
      const pepe = fixtures[12] as FixturePepe
      const share = await tapAtOnce(pepe)
      expect(share).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(4_000))
      expect(share).toHaveBeenCalledExactlyOnceWith({ url: window.location.href, title: `Pepe ${pepe.v2Id}`, text: pepe.description })
    })
  })
})
