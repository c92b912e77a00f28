import type { AnchorHTMLAttributes } from 'react'
import { useHref, useLinkClickHandler, type To } from 'react-router'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  /** The history entry's state, as React Router's <Link> takes it. */
  state?: unknown
}

/**
 * A link to a page of the app: an `<a href>` React Router follows without a page load (a click
 * with a modifier key, or with another button, stays the browser's, as on any link). Not the
 * router's <Link>: its prefetching and route discovery, which this app uses neither of, cost the
 * first load 2 kB (gzip).
 */
export function AppLink({ to, state, onClick, ...props }: AppLinkProps) {
  const href = useHref(to)
  const follow = useLinkClickHandler(to, { state, target: props.target })
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) follow(event)
      }}
    />
  )
}
