import { useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router'
import { toWholeNumberId } from '../api/ids'
import { usePepeQueries } from '../api/queries'
import type { Pepe } from '../api/schemas'
import { pepePath } from '../paths'
import { canPreload, idle, preloadImage, savingData } from '../prefetch/preload'
import { AppLink, isPlainClick } from '../ui/app-link'
import { neighbourQuery } from './neighbour-query'
import { neighbourInList, type Direction } from './neighbours'
import { readRecordState } from './read-record-state'
import type { RecordState, StepRef } from './record-state'
import { useSwipe } from './use-swipe'

const LINKS = {
  [-1]: { name: 'Previous pepe', key: 'ArrowLeft', arrow: '←' },
  [1]: { name: 'Next pepe', key: 'ArrowRight', arrow: '→' },
} as const

/**
 * The arrow that had focus when the last step was taken (by Enter, a click, or a key while it had
 * focus): the record page it opens (drawn anew) puts focus back on that arrow. Null when focus was
 * elsewhere (a key pressed on the page, a swipe), which the step leaves where it was. Read by the
 * next record page only, whatever it shows.
 */
let stepped: Direction | null = null

/** Which arrow has focus, if one has. */
const focusedArrow = (): Direction | null => {
  const key = document.activeElement?.getAttribute('data-shortcut')
  return key === LINKS[-1].key ? -1 : key === LINKS[1].key ? 1 : null
}

/**
 * "Previous pepe" and "Next pepe" (SPEC section 12, "Step through"), over the list the record was
 * opened from, or for a v2 record opened any other way, its neighbouring ids. A step replaces the
 * history entry, keeping where "Back" goes. ArrowLeft and ArrowRight press them
 * (src/shortcuts/keyboard-shortcuts.tsx), and so does a swipe across `swipeArea` on a touch screen.
 */
export default function StepLinks({ pepe, swipeArea }: { pepe: Pepe; swipeArea: RefObject<HTMLElement | null> }) {
  const state = readRecordState(useLocation().state)
  const own = useRef<HTMLDivElement>(null)
  const [arrived] = useState(() => stepped)
  useEffect(() => {
    stepped = null
  }, [])
  // The neighbours are asked for once the page is idle: the record's own image comes first.
  const [ahead, setAhead] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    void idle(controller.signal).then(() => {
      setAhead(true)
    })
    return () => {
      controller.abort()
    }
  }, [])
  useSwipe(swipeArea, (direction) => {
    own.current?.querySelector<HTMLElement>(`[data-shortcut="${LINKS[direction].key}"]`)?.click()
  })
  const listed = state.list?.some(([version, id]) => version === pepe.version && id === pepe.id) ? state.list : null
  const coldId = listed === null && pepe.version === 'v2' ? toWholeNumberId(pepe.id) : null
  const step = (direction: Direction) => {
    const props = { direction, state, ahead, focus: arrived === direction }
    if (coldId !== null) return <ColdStep id={Number(coldId)} {...props} />
    const to = listed && neighbourInList(listed, pepe.version, pepe.id, direction)
    return to && <ListedStep to={to} {...props} />
  }
  return (
    <div ref={own} className="step-links">
      {step(-1)}
      {step(1)}
    </div>
  )
}

/** `ahead`: whether to fetch the neighbour now; `focus`: whether the step to this page came by this link. */
type StepProps = { direction: Direction; state: RecordState; ahead: boolean; focus: boolean }

function ListedStep({ to, ahead, ...link }: StepProps & { to: StepRef }) {
  // The record is most often there already: a list's records are kept as it shows them.
  const { data } = useQuery({ ...usePepeQueries().detail(...to), enabled: ahead })
  return <StepLink to={to} record={data} {...link} />
}

function ColdStep({ id, ahead, ...link }: StepProps & { id: number }) {
  // The arrow a keyboard visitor stepped with is asked for at once, and holds focus meanwhile; a
  // step asked of it then (Enter, a click, ← or →) is taken once the neighbour is known.
  const [wanted, setWanted] = useState(false)
  const { data, isPending } = useQuery({ ...neighbourQuery(usePepeQueries(), id, link.direction), enabled: ahead || link.focus })
  if (data) return <StepLink to={[data.version, data.id]} record={data} go={wanted} {...link} />
  return (
    link.focus &&
    isPending && (
      <PendingStep
        direction={link.direction}
        onStep={() => {
          setWanted(true)
        }}
      />
    )
  )
}

/** Puts focus on `element` when this page was stepped to by it and focus fell to the page; in the commit, so no key lands elsewhere first. */
function useFocusOnArrival(element: RefObject<HTMLElement | null>, focus: boolean) {
  useLayoutEffect(() => {
    if (focus && document.activeElement === document.body) element.current?.focus({ preventScroll: true })
  }, [element, focus])
}

/**
 * The arrow stepped with, while its neighbour is looked for: it keeps the keyboard's place (the
 * next Tab goes on from the arrows), and becomes the link when the neighbour is known.
 */
function PendingStep({ direction, onStep }: { direction: Direction; onStep: () => void }) {
  const own = useRef<HTMLAnchorElement>(null)
  useFocusOnArrival(own, true)
  return (
    <a
      ref={own}
      role="link"
      aria-disabled="true"
      tabIndex={0}
      className={`step-link step-${direction < 0 ? 'previous' : 'next'}`}
      data-shortcut={LINKS[direction].key}
      onClick={onStep}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onStep()
      }}
    >
      <span aria-hidden="true">{LINKS[direction].arrow}</span>
      <span className="visually-hidden">{LINKS[direction].name}</span>
    </a>
  )
}

/** `go`: a step was asked of the arrow before it was this link: taken as soon as it is. */
function StepLink({ to, record, direction, state, focus, go = false }: Omit<StepProps, 'ahead'> & { to: StepRef; record: Pepe | undefined; go?: boolean }) {
  const { name, key, arrow } = LINKS[direction]
  const link = useRef<HTMLAnchorElement>(null)
  useFocusOnArrival(link, focus)
  useEffect(() => {
    if (go) link.current?.click()
  }, [go])
  // Its image ready too, once the page is idle: a step paints at once.
  const url = record?.url
  useEffect(() => {
    if (url === undefined || !canPreload() || savingData()) return
    const controller = new AbortController()
    void idle(controller.signal).then(() => preloadImage(url, 'large'))
    return () => {
      controller.abort()
    }
  }, [url])
  return (
    <AppLink
      ref={link}
      to={pepePath(...to)}
      state={state}
      replace
      className={`step-link step-${direction < 0 ? 'previous' : 'next'}`}
      data-shortcut={key}
      onClick={(event) => {
        // A click that opens another tab is no step here.
        if (isPlainClick(event)) stepped = focusedArrow()
      }}
    >
      <span aria-hidden="true">{arrow}</span>
      <span className="visually-hidden">{name}</span>
    </AppLink>
  )
}
