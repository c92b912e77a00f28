import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { createPath, useHref, useLocation, useNavigate, useResolvedPath, type To } from 'react-router'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  ref?: Ref<HTMLAnchorElement>
  /**
   * The history entry's state, as React Router's <Link> takes it; or a function that makes it as
   * the link is followed (a card's list, read at the click, not at every render of a grid).
   */
  state?: unknown
  /** Replace the history entry rather than add one (a step to the next pepe); a link to the page shown always does. */
  replace?: boolean
}

/** A click the browser leaves to the page: the main button, no modifier key, no other target. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  [null, '', '_self'].includes(event.currentTarget.getAttribute('target'))

/**
 * A link to a page of the app: an `<a href>` React Router follows without a page load (a click
 * with a modifier key, or with another button, stays the browser's, as on any link). Not the
 * router's <Link>: its prefetching and route discovery, which this app uses neither of, cost the
 * first load 2 kB (gzip).
 */
export function AppLink({ to, state, replace, onClick, ...props }: AppLinkProps) {
  const href = useHref(to)
  const navigate = useNavigate()
  const here = createPath(useLocation()) === createPath(useResolvedPath(to))
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        event.preventDefault()
        void navigate(to, { replace: replace ?? here, state: typeof state === 'function' ? (state as () => unknown)() : state })
      }}
    />
  )
}
