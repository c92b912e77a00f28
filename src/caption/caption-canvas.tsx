import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { Pepe } from '../api/schemas'
import { pngOf } from '../share/png'
import type { Caption } from './caption-text'
import { captionSize, drawCaption } from './draw-caption'
import { captionFontsLoaded, loadCaptionFonts } from './fonts'
import { TAP_WAIT_MS } from '../share/shareable-file'
import { captionCharacters, captionWords } from './layout-caption'

type Picture = { url: string; bitmap: ImageBitmap } | { url: string; bitmap: null }

/**
 * The pepe's picture, read once as the PNG "Copy image" copies (a same-origin or CORS-readable
 * source, so the canvas stays readable): typing draws from it, with no request per keystroke.
 */
function usePicture(url: string): Picture | null {
  const [picture, setPicture] = useState<Picture | null>(null)
  useEffect(() => {
    let current = true
    pngOf(url)
      .then((png) => createImageBitmap(png))
      .then(
        (bitmap) => {
          if (current) setPicture({ url, bitmap })
        },
        () => {
          if (current) setPicture({ url, bitmap: null })
        },
      )
    return () => {
      current = false
    }
  }, [url])
  return picture?.url === url ? picture : null
}

/**
 * The last text whose faces were asked for and came (or could not: offline), or null before the
 * first: a text in a script not drawn yet waits for its files, so the picture is never drawn, nor
 * copied, in a fallback face. A text whose faces are loaded already asks for nothing.
 */
function useFacesFor(text: string): string | null {
  const [ready, setReady] = useState<string | null>(null)
  useEffect(() => {
    if (captionFontsLoaded(text)) return
    let current = true
    const done = () => {
      if (current) setReady(text)
    }
    // Offline with a face never fetched: drawn all the same, in what the browser has.
    loadCaptionFonts(text).then(done, done)
    return () => {
      current = false
    }
  }, [text])
  return ready
}

/** What the canvas shows: the caption typed, not yet (its picture or a face on its way), or nothing it ever can. */
export type Drawing = 'drawn' | 'waiting' | 'failed'

type Waiter = (drawing: Exclude<Drawing, 'waiting'>) => void

/**
 * Whether the canvas shows the caption typed: `drawn` for the page to draw from, `onDrawn` for the
 * canvas to tell it, and `whenDrawn()`, which resolves at once or at the next drawing (a new
 * script's face may be on its way) within a tap's wait (TAP_WAIT_MS), for a press that came
 * before; it rejects at once for a picture that cannot be read, and when the picture goes (another pepe).
 */
export function useDrawnPicture() {
  const [drawn, setDrawn] = useState(false)
  const now = useRef<Drawing>('waiting')
  const waiting = useRef(new Set<Waiter>())
  const onDrawn = useCallback((drawing: Drawing) => {
    now.current = drawing
    setDrawn(drawing === 'drawn')
    if (drawing === 'waiting') return
    for (const waiter of [...waiting.current]) waiter(drawing)
  }, [])
  const whenDrawn = useCallback(() => {
    if (now.current === 'drawn') return Promise.resolve()
    if (now.current === 'failed') return Promise.reject(new Error('the picture cannot be read'))
    return new Promise<void>((resolve, reject) => {
      const settle = (drawing: Exclude<Drawing, 'waiting'>) => {
        clearTimeout(givenUp)
        waiting.current.delete(settle)
        if (drawing === 'drawn') resolve()
        else reject(new Error('the picture cannot be read'))
      }
      const givenUp = setTimeout(() => {
        settle('failed')
      }, TAP_WAIT_MS)
      waiting.current.add(settle)
    })
  }, [])
  return { drawn, onDrawn, whenDrawn }
}

/** What the picture says to a screen reader: the pepe, and its caption as drawn. */
export function captionLabel(pepe: Pepe, caption: Caption): string {
  const [top, bottom] = [caption.top, caption.bottom].map((text) => captionWords(text, caption.caps).join(' '))
  const words = [top, bottom].filter(Boolean).map((text) => `“${text}”`)
  return words.length === 0 ? `Pepe ${pepe.id}, no caption yet` : `Pepe ${pepe.id} captioned ${words.join(' and ')}`
}

type CaptionCanvasProps = {
  pepe: Pepe
  caption: Caption
  canvas: RefObject<HTMLCanvasElement | null>
  /** Told what the canvas shows each time that changes (useDrawnPicture). */
  onDrawn: (drawing: Drawing) => void
}

/**
 * The picture with its caption, drawn again as one types. Its box is the picture's size as soon as
 * the picture is read, before the face has loaded, so nothing moves when the text appears.
 */
export function CaptionCanvas({ pepe, caption, canvas, onDrawn }: CaptionCanvasProps) {
  const picture = usePicture(pepe.url)
  const characters = captionCharacters(caption)
  const ready = useFacesFor(characters)
  const facesIn = ready === characters || captionFontsLoaded(characters)
  const bitmap = picture?.bitmap ?? null
  const size = bitmap ? captionSize(bitmap.width, bitmap.height) : null

  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d')
    if (!context) return
    if (picture !== null && bitmap === null) {
      onDrawn('failed')
      return
    }
    // Until the picture is read and the text's faces are in, the canvas keeps what it showed, and says it is not this caption.
    if (!bitmap || !facesIn) {
      onDrawn('waiting')
      return
    }
    // A picture with transparent parts would keep the last keystroke's text under the new one.
    context.clearRect(0, 0, context.canvas.width, context.canvas.height)
    drawCaption<ImageBitmap>(context, bitmap, caption)
    onDrawn('drawn')
  }, [picture, bitmap, facesIn, caption, canvas, onDrawn])
  // A press waiting for this picture fails when it goes (another pepe), rather than copy the next one;
  // a layout effect's, so that it comes before the next picture's 'waiting'.
  useLayoutEffect(
    () => () => {
      onDrawn('failed')
    },
    [pepe.url, onDrawn],
  )

  const state = picture === null ? 'loading' : bitmap === null ? 'failed' : facesIn ? 'drawn' : ready === null ? 'loading' : 'waiting'
  return (
    <div className="caption-picture" data-state={state}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={captionLabel(pepe, caption)}
        width={size?.width ?? 1}
        height={size?.height ?? 1}
        data-state={state}
      />
      {state === 'failed' && (
        <p role="alert" className="message message-error">
          This picture cannot be read here, so it cannot be captioned. Try again once you are online.
        </p>
      )}
    </div>
  )
}
