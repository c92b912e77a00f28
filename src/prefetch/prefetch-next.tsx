import { onlineManager, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react'
import { ApiError } from '../api/client'
import { askRandom, nextPickKey, usePepeQueries, type PepeQueries, type RandomQuery } from '../api/queries'
import { rateLimitWait } from '../api/retry'
import type { RandomPick } from '../api/schemas'
import { canPreload, idle, preloadImage, savingData } from './preload'

/** An answer fetched ahead waits this long for "New random"; one for a question left behind is dropped then. */
const NEXT_PICK_GC_MS = 10 * 60_000

/**
 * The answer after the pick `shown`, to the same question: asked once, never retried (a 429 is
 * not waited out for a pick nobody asked for yet). The pick's own query takes it on "New random".
 */
const nextPickQuery = ({ api, random }: PepeQueries, query: RandomQuery, shown: RandomPick) =>
  queryOptions({
    queryKey: nextPickKey(random(query).queryKey, shown.pepes),
    queryFn: ({ signal }) => askRandom(api, query, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: NEXT_PICK_GC_MS,
  })

const rateLimited = (error: unknown): error is ApiError => error instanceof ApiError && error.kind === 'rate-limited'

/** Whether the API asked to wait (429) and the wait is not over: a retry pending, or a failure not long ago. */
function waitingOutRateLimit(client: QueryClient, now = Date.now()): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(
      ({ state }) =>
        (state.fetchStatus !== 'idle' && rateLimited(state.fetchFailureReason)) ||
        (rateLimited(state.error) && state.errorUpdatedAt + rateLimitWait(state.error) > now),
    )
}

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

type PrefetchNextProps = {
  query: RandomQuery
  /** How many of a pick's images the page loads at once (the rest wait to be scrolled near). */
  eager: number
}

/**
 * Instant "New random" (SPEC section 11): once the pick is on screen, its images have come and
 * the page is idle, the next answer to the same question is fetched and its images readied.
 * At most once per pick shown; never offline, with Save-Data, while a 429 wait is pending, for a
 * pick that is loading or failed, or for "no match". Renders nothing.
 */
export default function PrefetchNext({ query, eager }: PrefetchNextProps) {
  const client = useQueryClient()
  const pepeQueries = usePepeQueries()
  // Reads the page's own query (it asks nothing itself).
  const { data, isSuccess, isFetching } = useQuery({ ...pepeQueries.random(query), enabled: false })
  const online = useSyncExternalStore(subscribeOnline, isOnline)
  const shown = isSuccess && !isFetching && data.matched && data.pepes.length > 0 ? data : null

  const prefetch = useEffectEvent(async (pick: RandomPick, signal: AbortSignal) => {
    const place = query.version === 'v2' ? 'large' : 'card'
    // After what the page itself loads: the pick's images first, then an idle moment.
    await Promise.all(pick.pepes.slice(0, eager).map((pepe) => preloadImage(pepe.url, place)))
    await idle(signal)
    if (signal.aborted || !onlineManager.isOnline() || savingData() || waitingOutRateLimit(client)) return
    const next = nextPickQuery(pepeQueries, query, pick)
    // Asked already for this pick (answered or failed): once is enough.
    const asked = client.getQueryState(next.queryKey)
    if (asked && asked.status !== 'pending') return
    signal.addEventListener('abort', () => {
      // Not taken while it was on its way: it would be for a pick no longer on screen.
      void client.cancelQueries({ queryKey: next.queryKey, exact: true })
    })
    // Cancelled (the pick changed before it came) or failed: nothing to ready.
    const answer = await client.query(next).catch(() => null)
    if (!answer) return
    for (const pepe of answer.pepes.slice(0, eager)) void preloadImage(pepe.url, place)
  })

  useEffect(() => {
    if (!shown || !online || !canPreload()) return
    const controller = new AbortController()
    void prefetch(shown, controller.signal)
    return () => {
      controller.abort()
    }
  }, [shown, online])

  return null
}
