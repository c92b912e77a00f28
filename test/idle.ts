import { vi } from 'vitest'

// jsdom has no idle callbacks (the app would wait as in a browser without them: 300 ms of real
// time, src/prefetch/preload.ts). Three ways for a test to say when the page is idle.

const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 }

/** A page always idle: a callback runs as soon as it is asked for. */
export function alwaysIdle() {
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    callback(deadline)
    return 1
  })
  vi.stubGlobal('cancelIdleCallback', () => undefined)
}

/** A page with nothing else to do: idle a task after it asks. */
export function idleATaskLater() {
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    setTimeout(() => {
      callback(deadline)
    }),
  )
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    clearTimeout(handle)
  })
}

/** A page idle only when the test says: `waiting` holds what asked, `run()` runs it. */
export function idleByHand() {
  const waiting = new Map<number, IdleRequestCallback>()
  let lastHandle = 0
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(++lastHandle, callback)
    return lastHandle
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle))
  return {
    waiting,
    run() {
      const callbacks = [...waiting.values()]
      waiting.clear()
      for (const callback of callbacks) callback(deadline)
    },
  }
}
