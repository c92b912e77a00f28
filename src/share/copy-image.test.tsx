import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { TEST_API } from '../../test/api'
import { renderApp } from '../../test/render'
import { stubPictures } from '../../test/picture-stubs'
import { fixtures, type FixturePepe } from '../mocks/fixtures'

const seven = fixtures[6] as FixturePepe
const sevenImage = `${TEST_API}${seven.image}`

/** jsdom has no ClipboardItem: a stand-in that keeps what it was given, as the browser's does. */
class TestClipboardItem {
  readonly items: Record<string, string | Blob | PromiseLike<string | Blob>>
  constructor(items: Record<string, string | Blob | PromiseLike<string | Blob>>) {
    this.items = items
  }
  static supports: (type: string) => boolean = (type) => type === 'image/png' || type === 'text/plain'
}

/**
 * The clipboard's `write`, as Chromium's: it waits for each promised value, and fails when one
 * fails. What it got is kept, to read back.
 */
function giveClipboardWrite(refuse = false) {
  const written: Blob[] = []
  const write = vi.spyOn(navigator.clipboard, 'write').mockImplementation(async (items) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError')
    for (const item of items as unknown as TestClipboardItem[]) written.push((await item.items['image/png']) as Blob)
  })
  return { write, written }
}

const openPepe = async (pepe = seven) => {
  const rendered = renderApp(undefined, { route: `/pepe/${pepe.v2Id}?v=2` })
  await screen.findByRole('img', { name: pepe.description })
  // The record's actions come just after its page; a busy machine may take a while.
  await screen.findByRole('button', { name: 'Copy image' }, { timeout: 5000 })
  return rendered
}
const pageStatus = () => screen.getByRole('status')

let pictures: ReturnType<typeof stubPictures>
beforeAll(async () => {
  await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen'), import('./pick-actions')])
}, 60_000)
beforeEach(() => {
  pictures = stubPictures()
  vi.stubGlobal('ClipboardItem', TestClipboardItem)
})
afterEach(() => {
  pictures.restore()
  localStorage.clear()
})

describe('Copy image', () => {
  test('puts the picture on the clipboard as a 1024 px PNG, handed over within the click, and says so', async () => {
    // The confirmation's 2 s on a clock the test moves on; everything else runs in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { user } = await openPepe()
    const { write, written } = giveClipboardWrite()
    await user.click(screen.getByRole('button', { name: 'Copy image' }))
    // Within the click: the clipboard had the (still pending) PNG before anything was awaited.
    expect(write).toHaveBeenCalledTimes(1)
    const item = write.mock.calls[0]?.[0][0] as unknown as TestClipboardItem
    expect(Object.keys(item.items)).toEqual(['image/png'])
    expect(item.items['image/png']).toBeInstanceOf(Promise)
    await waitFor(() => {
      expect(pageStatus()).toHaveTextContent('Image copied')
    })
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(written.map((blob) => blob.type)).toEqual(['image/png'])
    // The demo's drawing comes from another origin here: drawn from an <img> asking CORS.
    expect(pictures.drawings).toEqual([{ src: sevenImage, crossOrigin: 'anonymous', width: 1024, height: 1024 }])
    // The button says "Copied" for 2 s, then is itself again, and the status line goes quiet.
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(screen.getByRole('button', { name: 'Copy image' })).toBeVisible()
    expect(pageStatus()).toHaveTextContent('')
  })

  test('its confirmation, ending, takes only its own words from the status line: the last word said stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { user } = await openPepe()
    giveClipboardWrite()
    await user.click(screen.getByRole('button', { name: 'Copy image' }))
    await waitFor(() => {
      expect(pageStatus()).toHaveTextContent('Image copied')
    })
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await waitFor(() => {
      expect(pageStatus()).not.toHaveTextContent('Image copied')
    })
    const later = pageStatus().textContent
    expect(later).not.toBe('')
    // Copy image's 2 s end: what Download said since is still there.
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(screen.getByRole('button', { name: 'Copy image' })).toBeVisible()
    expect(pageStatus()).toHaveTextContent(later)
  })

  test('the key "i" presses it', async () => {
    const { user } = await openPepe()
    const { write } = giveClipboardWrite()
    // The shortcuts arrive just after the first screen.
    await waitFor(() => {
      expect(document.querySelector('dialog.shortcuts')).not.toBeNull()
    }, { timeout: 5000 })
    await user.keyboard('i')
    expect(write).toHaveBeenCalledTimes(1)
    await waitFor(() => {
      expect(pageStatus()).toHaveTextContent('Image copied')
    })
  })
})

describe('where the image cannot be copied, it says so and "Copy link" sends the address instead', () => {
  const expectCannotCopy = async () => {
    await waitFor(() => {
      expect(pageStatus()).toHaveTextContent(/cannot copy the image.*Copy link/)
    })
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  }

  test.each([
    ['no ClipboardItem', () => vi.stubGlobal('ClipboardItem', undefined)],
    ['ClipboardItem without PNG', () => vi.stubGlobal('ClipboardItem', class extends TestClipboardItem {
      static override supports = () => false
    })],
  ])('a browser that cannot write images (%s): nothing is read', async (_, take) => {
    const { user } = await openPepe()
    take()
    const { write } = giveClipboardWrite()
    await user.click(screen.getByRole('button', { name: 'Copy image' }))
    await expectCannotCopy()
    expect(write).not.toHaveBeenCalled()
    expect(pictures.drawings).toEqual([])
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledExactlyOnceWith(window.location.href)
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible()
    })
  })

  test('the browser refuses the write (permission denied): no unhandled error', async () => {
    const { user } = await openPepe()
    giveClipboardWrite(true)
    await user.click(screen.getByRole('button', { name: 'Copy image' }))
    await expectCannotCopy()
  })

  test('the image’s host refuses to be read (no CORS): the write fails with it, no unhandled error', async () => {
    // Another pepe than the others: a picture made once is kept for the next copy or share.
    const eight = fixtures[7] as FixturePepe
    pictures.restore()
    pictures = stubPictures({ tainted: [`${TEST_API}${eight.image}`] })
    const { user } = await openPepe(eight)
    const { written } = giveClipboardWrite()
    await user.click(screen.getByRole('button', { name: 'Copy image' }))
    await expectCannotCopy()
    expect(written).toEqual([])
    // Let every settled promise be handled: Vitest fails the run on an unhandled rejection.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  })
})

describe('v2’s pick carries the actions', () => {
  test('Copy image, Copy link (to its own page), Favourite and Download, once each', async () => {
    const { user } = renderApp(undefined, { route: '/?v=2' })
    const pick = (await screen.findAllByRole('listitem'))[0] as HTMLElement
    const copyImage = await within(pick).findByRole('button', { name: 'Copy image' }, { timeout: 5000 })
    // No heart over the image then: "Favourite" is one of the actions (from the after-first-screen chunk).
    expect(await within(pick).findAllByRole('button', { name: 'Favourite' }, { timeout: 5000 })).toHaveLength(1)
    expect(within(pick).getByRole('button', { name: 'Download' })).toBeVisible()
    const id = within(pick).getByText(/^Pepe \d+ · API v2$/).textContent.match(/\d+/)?.[0]
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(within(pick).getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/pepe/${id}?v=2`)
    await waitFor(() => {
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Copied')
    })
    giveClipboardWrite()
    await user.click(copyImage)
    await waitFor(() => {
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Image copied')
    })
  })
})
