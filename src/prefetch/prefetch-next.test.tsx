import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { idleByHand } from '../../test/idle'
import { nextTask, renderApp, results, searchBox, shownPepes } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'

// The browser's side, stood in for: jsdom loads no images and has no idle callbacks. Images
// "decode" at once (or when a test says), and the page goes idle when a test says.
const decoded: string[] = []
let imagesReady: Promise<void> = Promise.resolve()
let idle: ReturnType<typeof idleByHand>

beforeAll(async () => {
  // Compiled up front, so that a wait for the page is not one for Vite transforming its modules
  // (the record's page too, which a test opens: on a loaded machine, more than findBy's second).
  await Promise.all([import('./prefetch-next'), import('../record/pepe-page')])
}, 60_000)

beforeEach(() => {
  decoded.length = 0
  imagesReady = Promise.resolve()
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      decoded.push(this.src)
      return imagesReady
    },
  })
  idle = idleByHand()
})

afterEach(() => {
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode')
  Reflect.deleteProperty(navigator, 'connection')
})

/** The page goes idle, once the app waits for it to. */
async function goIdle() {
  await waitFor(() => {
    expect(idle.waiting.size).toBeGreaterThan(0)
  })
  runIdleCallbacks()
}

function runIdleCallbacks() {
  act(() => {
    idle.run()
  })
}

/** The client of the app rendered last (renderPage). */
let client: QueryClient

function renderPage(...args: Parameters<typeof renderApp>) {
  const rendered = renderApp(...args)
  client = rendered.queryClient
  return rendered
}

/**
 * Whatever the last step set going has run its course: every reaction queued so far has run (the
 * task after them: none of the app's steps before a request waits for a timer here, images and idle
 * moments being the test's), and no query is on its way. A request the app would have sent is in
 * flight by then, so it is counted, however slow the machine.
 */
async function settle() {
  await act(nextTask)
  await waitFor(() => {
    expect(client.isFetching()).toBe(0)
  })
}

const image = (id: number) => `${TEST_API}/pepes/${id}.svg`
const frog = (id: number) => ({ id, url: image(id), description: `frog ${id}` })

/** Each v2 answer a new frog: 1, 2, 3… */
function numberedV2() {
  let asked = 0
  server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ data: frog(++asked) })))
}

/** Each v1 answer the next `limit` frogs: 1–3, 4–6… */
function numberedV1() {
  let last = 0
  server.use(
    http.get(`${TEST_API}/v1/pepe`, ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit'))
      const result = Array.from({ length: limit }, () => ({ ...frog(++last), id: String(last) }))
      return HttpResponse.json({ status: 'success', result })
    }),
  )
}

const newRandom = () => screen.getByRole('button', { name: 'New random' })

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
    let ready = () => {}
    imagesReady = new Promise((resolve) => (ready = resolve))
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

describe('no answer is asked for ahead', () => {
  test('while a 429 wait is pending: the answer ahead met one; the next pick gets none', async () => {
    numberedV2()
    const requests = recordRequests()
    const { user } = renderPage(undefined, { retry: true })
    await screen.findByRole('img', { name: 'frog 1' })
    server.use(...faultHandlers('429', { times: 1, retryAfter: '120' }))
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)

    await user.click(newRandom())
    expect(await screen.findByRole('img', { name: 'frog 2' })).toBeVisible()
    expect(apiCalls(requests)).toHaveLength(3)
    await goIdle()
    await settle()
    expect(apiCalls(requests)).toHaveLength(3)
  })

  test('again for the same pick: not after a failure, nor when the page comes back to it', async () => {
    numberedV2()
    const requests = recordRequests()
    const { user } = renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    server.use(...faultHandlers('500', { times: 1 }))
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
    await user.click(screen.getByRole('link', { name: 'frog 1' }))
    expect(await screen.findByRole('heading', { name: 'Pepe 1' })).toBeVisible()
    act(() => {
      window.history.back()
    })
    // In the results: the record page, until Back has taken effect, shows the same image.
    expect(await within(await results()).findByRole('img', { name: 'frog 1' })).toBeVisible()
    // The pick shown again: the app waits for an idle moment, then sees it asked already.
    await goIdle()
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)
  })

  test('more than once: a 429 to the answer ahead is not waited out and retried', async () => {
    numberedV2()
    const requests = recordRequests()
    renderPage(undefined, { retry: true })
    await screen.findByRole('img', { name: 'frog 1' })
    server.use(...faultHandlers('429', { times: 1, retryAfter: '1' }))
    await goIdle()
    // The answer ahead met its 429 and gave up: no retry waits (a query waiting to retry is
    // still fetching), so none can come, however long the page stays.
    await waitFor(() => {
      expect(client.getQueryCache().findAll({ predicate: ({ state }) => state.status === 'error' })).toHaveLength(1)
    })
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)
  })

  test('while "Load more" waits out a 429', async () => {
    numberedV1()
    const requests = recordRequests()
    const { user } = renderPage(undefined, { route: '/?v=1&limit=3' })
    const loadMore = await screen.findByRole('button', { name: 'Load more' })
    await waitFor(() => {
      expect(idle.waiting.size).toBeGreaterThan(0)
    })
    server.use(...faultHandlers('429', { retryAfter: '120' }))
    await user.click(loadMore)
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('More pepes could not be loaded.')
    })
    expect(apiCalls(requests)).toHaveLength(2)
    runIdleCallbacks()
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)
  })

  test('offline; back online, it is', async () => {
    numberedV2()
    const requests = recordRequests()
    renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    await waitFor(() => {
      expect(idle.waiting.size).toBeGreaterThan(0)
    })
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    runIdleCallbacks()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)

    // Back online, the page's own questions go first: the answer ahead waits for an idle moment.
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
  })

  test('with Save-Data on', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } })
    numberedV2()
    const requests = recordRequests()
    renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    await goIdle()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)
  })

  test('for "no match"', async () => {
    const requests = recordRequests()
    renderPage(undefined, { route: '/?q=zebra' })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No pepe matches “zebra”: the pepe shown is unfiltered.')
    })
    await settle()
    expect(idle.waiting.size).toBe(0)
    runIdleCallbacks()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)
  })
})
