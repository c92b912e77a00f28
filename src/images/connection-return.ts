import { onlineManager } from '@tanstack/react-query'

/**
 * How long after the connection returns an image that fails is put down to it: a network the
 * browser calls back may not carry requests yet (an address still to come; in Chromium, a request
 * made as `online` fires may still fail).
 */
const SETTLING_MS = 10_000
/** The further tries of an image that failed while the connection settled, as React Query retries a request. */
export const SETTLING_RETRIES = 3
/** The wait before each: 1, 2, then 4 s. */
export const settlingRetryDelay = (retries: number) => 1_000 * 2 ** retries

let returnedAt = -Infinity
let droppedAt = -Infinity
onlineManager.subscribe((online) => {
  if (online) returnedAt = Date.now()
  else droppedAt = Date.now()
})

/**
 * Whether the connection is down, or dropped after `since`: a failure is then likely its doing,
 * even heard after it returned (the browser reports a broken download late).
 */
export const connectionDroppedSince = (since: number) => droppedAt > since || !onlineManager.isOnline()

/** Whether the connection came back a moment ago. */
export const connectionSettling = () => Date.now() - returnedAt < SETTLING_MS
