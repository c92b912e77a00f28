import { useEffect, useState } from 'react'
import { ApiError } from '../api/client'
import { rateLimitWait } from '../api/retry'
import { describeFailure } from './error-message'

/**
 * While a rate-limited request waits to be tried again, a calm live countdown to that try (an
 * alert only once the app stops trying). Give it a `key` that changes with each failure, so that
 * each wait counts from its own start.
 */
export function RetryCountdown({ reason }: { reason: Error | null }) {
  const wait = reason instanceof ApiError && reason.kind === 'rate-limited' ? rateLimitWait(reason) : null
  const [start] = useState(() => Date.now())
  const [now, setNow] = useState(start)
  useEffect(() => {
    if (wait === null) return
    const timer = setInterval(() => {
      setNow(Date.now())
    }, 1000)
    return () => {
      clearInterval(timer)
    }
  }, [wait])
  if (wait === null) return null
  const seconds = Math.max(0, Math.ceil((start + wait - now) / 1000))
  // Read out when it appears; the ticking number itself is not read every second.
  return (
    <div role="status" className="message message-wait">
      <p>
        {describeFailure('rate-limited')} Trying again in <span aria-live="off">{seconds}</span> s.
      </p>
    </div>
  )
}
