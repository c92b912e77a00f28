import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'

/** How long a return keeps looking for the link while the page it returns to is still drawing. */
const RETURN_FRAMES = 60

/** For each history entry, the address of the link in the page that was followed from it. */
const followed = new Map<string, string>()

/**
 * Back (the browser's, "Back to …", or Esc) to a page puts focus on the link that was followed
 * from it, as the browser does for a page of its own: a keyboard visitor goes on from the card they
 * opened, not from the top of the page. Only where focus has nowhere else to be (the page left
 * took it along), and without scrolling: the scroll is put back on its own.
 */
export function useFocusReturn() {
  const { key } = useLocation()
  const type = useNavigationType()
  const shown = useRef(key)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('main a[href]') : null
      const href = link?.getAttribute('href')
      if (href?.startsWith('/')) followed.set(shown.current, href)
    }
    // Captured: the app's links are followed in their own handlers, before a bubbling one ran.
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('click', onClick, true)
    }
  }, [])

  useLayoutEffect(() => {
    shown.current = key
    const href = followed.get(key)
    if (type !== NavigationType.Pop || href === undefined) return
    let frames = 0
    let request = 0
    const focus = () => {
      const free = document.activeElement === null || document.activeElement === document.body
      if (!free) return
      const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find(
        (each) => each.getAttribute('href') === href,
      )
      if (link) link.focus({ preventScroll: true })
      else if (frames++ < RETURN_FRAMES) request = requestAnimationFrame(focus)
    }
    focus()
    return () => {
      cancelAnimationFrame(request)
    }
  }, [key, type])
}
