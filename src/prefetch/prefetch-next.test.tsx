import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { results, searchBox, shownPepes } from '../../test/render'
import { server } from '../mocks/node'
import { decoded, frog, goIdle, holdImages, image, newRandom, numberedV1, numberedV2, prefetchTestSetup, renderPage, runIdleCallbacks, settle } from './prefetch-harness'

prefetchTestSetup()

describe('instant "New random"', () => {
  test('v2: once the pick is shown and the page idle, one request asks for the next and its image loads ahead', async () => {
    numberedV2()
    const requests = recordRequests()
    const { user } = renderPage()
    expect(await screen.findByRole('img', { name: 'frog 1' })).toBeVisible()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)

    await goIdle()
    await waitFor(() => {
      expect(decoded).toContain(image(2))
    })
    // The same question again (no search), and nothing more.
    expect(apiCalls(requests).map((request) => request.url)).toEqual([`${TEST_API}/v2/pepe`, `${TEST_API}/v2/pepe`])

    await user.click(newRandom())
    // Instant: no request, and the image drawn loaded (how fast is bench:new-random's to measure).
    const next = await screen.findByRole('img', { name: 'frog 2' })
    expect(next).toBeVisible()
    // Readied ahead: drawn loaded at once, no placeholder over it for a moment.
    expect(next.parentElement).toHaveAttribute('data-state', 'loaded')
    expect(apiCalls(requests)).toHaveLength(2)

    // The pick after that one is asked for ahead in turn, once.
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(3)
    })
    await settle()
    expect(apiCalls(requests)).toHaveLength(3)
    await user.click(newRandom())
    expect(await screen.findByRole('img', { name: 'frog 3' })).toBeVisible()
    // Its record is known, as for any pick shown: its page asks nothing.
    await user.click(screen.getByRole('link', { name: 'frog 3' }))
    expect(await screen.findByRole('heading', { name: 'Pepe 3' })).toBeVisible()
    expect(apiCalls(requests)).toHaveLength(3)
  })

  test('"New random" before the next pick has come asks the API, and the request ahead is aborted', async () => {
    let asked = 0
    const aborted: number[] = []
    server.use(
      http.get(`${TEST_API}/v2/pepe`, async ({ request }) => {
        const id = ++asked
        request.signal.addEventListener('abort', () => aborted.push(id))
        // The answer ahead comes only once it is given up.
        if (id === 2) await new Promise((resolve) => {
          request.signal.addEventListener('abort', resolve)
        })
        return HttpResponse.json({ data: frog(id) })
      }),
    )
    const { user } = renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    await goIdle()
    await waitFor(() => {
      expect(asked).toBe(2)
    })
    await user.click(newRandom())
    expect(await screen.findByRole('img', { name: 'frog 3' })).toBeVisible()
    await waitFor(() => {
      expect(aborted).toEqual([2])
    })
  })

  test('v1: the next grid comes ahead, with the images the page loads at once (not those below the fold)', async () => {
    numberedV1()
    const requests = recordRequests()
    const { user } = renderPage(undefined, { route: '/?v=1&limit=6' })
    await waitFor(async () => {
      expect(await shownPepes()).toHaveLength(6)
    })
    await goIdle()
    await waitFor(() => {
      expect(decoded).toContain(image(7))
    })
    await settle()
    expect(apiCalls(requests).map((request) => new URL(request.url).search)).toEqual(['?limit=6', '?limit=6'])
    // The first four of each grid: the shown pick's (waited for), then the next one's.
    expect(decoded).toEqual([1, 2, 3, 4, 7, 8, 9, 10].map(image))

    await user.click(newRandom())
    await waitFor(async () => {
      expect(await shownPepes()).toEqual(['frog 7', 'frog 8', 'frog 9', 'frog 10', 'frog 11', 'frog 12'])
    })
    expect(apiCalls(requests)).toHaveLength(2)
  })

  test('waits for the pick’s own images before asking for the next', async () => {
    numberedV2()
    const ready = holdImages()
    const requests = recordRequests()
    renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    await waitFor(() => {
      expect(decoded).toEqual([image(1)])
    })
    await settle()
    runIdleCallbacks()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)
    ready()
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
  })

  test('the next pick serves its own question only: another search asks the API; back on the first, it is taken', async () => {
    numberedV2()
    const requests = recordRequests()
    const { user } = renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
    await user.type(searchBox(), 'frog{Enter}')
    expect(await screen.findByRole('img', { name: 'frog 3' })).toBeVisible()
    expect(new URL(apiCalls(requests)[2]?.url ?? '').search).toBe('?search=frog')

    act(() => {
      window.history.back()
    })
    // In the results: the record page, until Back has taken effect, shows the same image.
    expect(await within(await results()).findByRole('img', { name: 'frog 1' })).toBeVisible()
    const before = apiCalls(requests).length
    await user.click(newRandom())
    expect(await screen.findByRole('img', { name: 'frog 2' })).toBeVisible()
    expect(apiCalls(requests)).toHaveLength(before)
  })
})
