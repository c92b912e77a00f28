import { onlineManager } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Pepe } from '../api/schemas'
import { useHydrating } from './use-hydrating'
import { connectionDroppedSince, connectionSettling, SETTLING_RETRIES, settlingRetryDelay } from '../images/connection-return'
import { IMAGE_CDN } from '../images/image-cdn'
import { FIRST_IMAGE_TIMING, imageSources, type ImagePlace } from '../images/sources'

type PepeImageProps = {
  pepe: Pepe
  lazy?: boolean
  /** Where it shows, for the widths asked of the image CDN: a grid card, or the one large image. */
  place?: ImagePlace
  /** Told when the image cannot be shown (true), so the card can offer the file itself, and when it tries again (false). */
  onFailedChange?: (failed: boolean) => void
}

/** The `src` of the images readied ahead (src/prefetch/preload.ts): loaded and decoded, in memory. */
const readyImages = new Set<string>()

/**
 * Notes an image readied ahead: the app's image of the same `src` is drawn loaded in its first
 * render, rather than with a placeholder its ref then removes, a second render at once that
 * would take the page's effects into the same task, between "New random" and its frame.
 */
export function noteReadyImage(src: string) {
  readyImages.add(src)
}

/**
 * The image in a box sized before it arrives, a shimmer while it loads, words if it fails. One the
 * image CDN could not give (a host it does not allow, a fault of its own) comes from its own
 * address. One that failed (the connection dropped, most likely) tries again when the connection
 * returns; one that fails just after it returned, a few times more.
 */
export function PepeImage({ pepe, lazy = false, place = 'large', onFailedChange }: PepeImageProps) {
  const [direct, setDirect] = useState(false)
  const { src, srcSet, sizes } = imageSources(pepe.url, place, direct ? null : IMAGE_CDN)
  // Drawn by the server (src/first-screen): shown at once, without a placeholder (it may still be
  // arriving), at high priority, with its timing name; React keeps that element as it is.
  const [drawn] = useState(useHydrating())
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>(drawn || readyImages.has(src) ? 'loaded' : 'loading')
  // A new <img> for each try (its own address, or again once online): the browser asks again.
  const [tries, setTries] = useState(1)
  // When this try began: a drop of the connection since makes its failure worth a try once it is back.
  const [triedAt, setTriedAt] = useState(Date.now)
  const tryAgain = (fromOwnAddress: boolean) => {
    setDirect(fromOwnAddress)
    setImage('loading')
    setTries((count) => count + 1)
    setTriedAt(Date.now())
  }
  // The tries made because the connection was settling (src/images/connection-return.ts).
  const [settlingRetries, setSettlingRetries] = useState(0)
  const loaded = () => {
    setImage('loaded')
    setSettlingRetries(0)
  }
  // What a failed try waits for before the next: the connection, a moment (it is settling), or neither.
  const [waitFor, setWaitFor] = useState<'connection' | 'a moment' | null>(null)
  const fail = () => {
    // The connection's doing: the same address again, once it is back or has settled.
    const connection = connectionDroppedSince(triedAt)
    const settling = !connection && (settlingRetries > 0 || connectionSettling()) && settlingRetries < SETTLING_RETRIES
    if (!connection && !settling && src !== pepe.url) {
      tryAgain(true)
      return
    }
    setWaitFor(connection ? 'connection' : settling ? 'a moment' : null)
    setImage('failed')
    onFailedChange?.(true)
  }
  useEffect(() => {
    if (image !== 'failed') return
    const again = (reconnected: boolean) => {
      setSettlingRetries((count) => (reconnected ? 0 : count + 1))
      tryAgain(direct)
      onFailedChange?.(false)
    }
    // Back before this ran (the connection returned between the failure and now): no event to come.
    if (waitFor === 'connection' && onlineManager.isOnline()) {
      again(true)
      return
    }
    const timer =
      waitFor === 'a moment'
        ? setTimeout(() => {
            again(false)
          }, settlingRetryDelay(settlingRetries))
        : undefined
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) again(true)
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [image, waitFor, settlingRetries, direct, onFailedChange])
  return (
    <div className="pepe-image-box" data-state={image}>
      {image === 'failed' ? (
        <span className="image-unavailable">
          Image unavailable.<span className="visually-hidden"> {pepe.description}</span>
        </span>
      ) : (
        <img
          key={tries}
          // Before src: a browser given src first may start that download before it sees srcSet.
          sizes={sizes}
          srcSet={srcSet}
          src={src}
          alt={pepe.description}
          width={512}
          height={512}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          {...(drawn && { fetchPriority: 'high', elementtiming: FIRST_IMAGE_TIMING })}
          // Already there (cached, or drawn and arrived before the app started); a drawn one that
          // failed before it started (complete, with no pixels) heard no error the app could see.
          ref={(img) => {
            if (!img?.complete) return
            if (img.naturalWidth > 0) loaded()
            else if (drawn) fail()
          }}
          onLoad={loaded}
          onError={fail}
        />
      )}
    </div>
  )
}
