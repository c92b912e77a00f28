import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { TEST_API } from '../../test/api'
import { idleByHand } from '../../test/idle'
import { nextTask, renderApp } from '../../test/render'
import { server } from '../mocks/node'

// What the tests of the next pick fetched ahead share (prefetch-next.test.tsx, prefetch-held-back.test.tsx).
// The browser's side, stood in for: jsdom loads no images and has no idle callbacks. Images
// "decode" at once (or when a test says), and the page goes idle when a test says.

/** The addresses of the images decoded ahead, in order. */
export const decoded: string[] = []
let imagesReady: Promise<void> = Promise.resolve()
let idle: ReturnType<typeof idleByHand>
/** The client of the app rendered last (renderPage). */
let client: QueryClient

export function prefetchTestSetup() {
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
}

/** Images decode only once the function returned is called. */
export function holdImages(): () => void {
  let ready = () => {}
  imagesReady = new Promise((resolve) => (ready = resolve))
  return ready
}

/** Whether the app waits for the page to go idle. */
export const waitingForIdle = () => idle.waiting.size > 0

/** The page goes idle, once the app waits for it to. */
export async function goIdle() {
  await waitFor(() => {
    expect(waitingForIdle()).toBe(true)
  })
  runIdleCallbacks()
}

export function runIdleCallbacks() {
  act(() => {
    idle.run()
  })
}

export function renderPage(...args: Parameters<typeof renderApp>) {
  const rendered = renderApp(...args)
  client = rendered.queryClient
  return rendered
}

/** The client of the app rendered last. */
export const queryClient = () => client

/**
 * Whatever the last step set going has run its course: every reaction queued so far has run (the
 * task after them: none of the app's steps before a request waits for a timer here, images and idle
 * moments being the test's), and no query is on its way. A request the app would have sent is in
 * flight by then, so it is counted, however slow the machine.
 */
export async function settle() {
  await act(nextTask)
  await waitFor(() => {
    expect(client.isFetching()).toBe(0)
  })
}

export const image = (id: number) => `${TEST_API}/pepes/${id}.svg`
export const frog = (id: number) => ({ id, url: image(id), description: `frog ${id}` })

/** Each v2 answer a new frog: 1, 2, 3… */
export function numberedV2() {
  let asked = 0
  server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ data: frog(++asked) })))
}

/** Each v1 answer the next `limit` frogs: 1–3, 4–6… */
export function numberedV1() {
  let last = 0
  server.use(
    http.get(`${TEST_API}/v1/pepe`, ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit'))
      const result = Array.from({ length: limit }, () => ({ ...frog(++last), id: String(last) }))
      return HttpResponse.json({ status: 'success', result })
    }),
  )
}

export const newRandom = () => screen.getByRole('button', { name: 'New random' })
