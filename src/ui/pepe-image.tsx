import { onlineManager } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Pepe } from '../api/schemas'
import { useHydrating } from './use-hydrating'
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
 * returns.
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
  const tryAgain = (fromOwnAddress: boolean) => {
    setDirect(fromOwnAddress)
    setImage('loading')
    setTries((count) => count + 1)
  }
  // Whether the connection was down when the image failed: its return is then worth a try.
  const [failedOffline, setFailedOffline] = useState(false)
  const fail = () => {
    if (src !== pepe.url) {
      tryAgain(true)
      return
    }
    setFailedOffline(!onlineManager.isOnline())
    setImage('failed')
    onFailedChange?.(true)
  }
  useEffect(() => {
    if (image !== 'failed') return
    const again = () => {
      tryAgain(false)
      onFailedChange?.(false)
    }
    // Back before this ran (the connection returned between the failure and now): no event to come.
    if (failedOffline && onlineManager.isOnline()) {
      again()
      return
    }
    return onlineManager.subscribe((online) => {
      if (online) again()
    })
  }, [image, failedOffline, onFailedChange])
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
            if (img.naturalWidth > 0) setImage('loaded')
            else if (drawn) fail()
          }}
          onLoad={() => {
            setImage('loaded')
          }}
          onError={fail}
        />
      )}
    </div>
  )
}
