import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { toWholeNumberId } from '../api/ids'
import { usePepeQueries } from '../api/queries'
import { FIRST_TEXT_TIMING } from '../images/first-text-timing'
import { pepeIdOf, pepePath } from '../paths'
import { titleOf } from '../titles'
import { AppLink } from '../ui/app-link'
import { QueryFailure } from '../loading/lazy-parts'
import { useKeptRecord } from '../loading/use-kept-record'
import { useBrowse } from '../url-state/use-browse'
import { CaptionCanvas, useDrawnPicture } from './caption-canvas'
import { CaptionFields } from './caption-fields'
import { CaptionSend } from './caption-send'
import { useCaptionAddress } from './use-caption-address'

/**
 * `/pepe/:id/caption?v=N` (SPEC section 13.1): a pepe with a caption drawn over it as one types,
 * the caption in the address. The record comes from the same query as its page, so a pepe already
 * seen is captioned with no request (offline, in demo mode), and offline from what this browser kept.
 */
export default function CaptionPage() {
  const location = useLocation()
  const rawId = pepeIdOf(location.pathname.replace(/\/caption$/, ''))
  const { browse, notice } = useBrowse()
  const { version } = browse
  const id = version === 'v2' ? toWholeNumberId(rawId) : rawId
  const query = useQuery({ ...usePepeQueries().detail(version, id ?? rawId), enabled: id !== null })
  const { data: pepe, isFetching } = query
  useKeptRecord(query, version, id)
  const { caption, change } = useCaptionAddress(version)
  const canvas = useRef<HTMLCanvasElement>(null)
  const { drawn, onDrawn, whenDrawn } = useDrawnPicture()
  const [said, setSaid] = useState<string | null>(null)
  const heading = `Caption Pepe ${pepe?.id ?? rawId}`

  useEffect(() => {
    const previous = document.title
    document.title = titleOf(heading)
    return () => {
      document.title = previous
    }
  }, [heading])

  return (
    <article className="caption-page" data-state={pepe ? 'shown' : 'waiting'}>
      <div className="caption-head">
        <p>
          <AppLink to={pepePath(version, pepe?.id ?? rawId)} className="text-link back-link">
            <span aria-hidden="true">←</span> Back to Pepe {pepe?.id ?? rawId}
          </AppLink>
        </p>
        {/* Drawn by the server, the page's first paint: start.js waits for it to fetch the app (Element Timing). */}
        <h1 {...{ elementtiming: FIRST_TEXT_TIMING }}>{heading}</h1>
        <p role="status" className="status">
          {[notice, isFetching ? 'Loading the pepe…' : null, said].filter(Boolean).join(' ')}
        </p>
        {id === null && (
          <p role="alert" className="message message-error">
            A v2 pepe id is a whole number (digits only), and “{rawId}” is not one.
          </p>
        )}
        <QueryFailure query={query} version={version} />
      </div>
      {pepe && (
        <>
          <CaptionFields caption={caption} onChange={change} />
          <CaptionCanvas pepe={pepe} caption={caption} canvas={canvas} onDrawn={onDrawn} />
          <CaptionSend pepe={pepe} caption={caption} canvas={canvas} drawn={drawn} whenDrawn={whenDrawn} onStatus={setSaid} />
        </>
      )}
      {!pepe && isFetching && <div className="caption-picture pepe-image-box" data-state="loading" />}
    </article>
  )
}
