import { useMatch } from 'react-router'
import { routes } from '../paths'
import { AppLink } from './app-link'
import { Icon } from './icon'

/**
 * Somewhere to go while the catalogue cannot answer: the pepes kept in this browser, which open
 * without it. Named apart from the header's "Favourites" and "Recently seen" links, which the
 * tests (and screen reader users' link lists) find by those names.
 */
export function WayOn({ className = 'way-on' }: { className?: string }) {
  const onFavourites = useMatch(routes.favourites) !== null
  const onRecent = useMatch(routes.recent) !== null
  return (
    <p className={className}>
      {!onFavourites && (
        <AppLink to={routes.favourites} className="button-link button-secondary">
          <Icon name="heart" className="nav-icon" />
          Your favourites
        </AppLink>
      )}
      {!onRecent && (
        <AppLink to={routes.recent} className="button-link button-secondary">
          <Icon name="clock" className="nav-icon" />
          Pepes you’ve seen
        </AppLink>
      )}
    </p>
  )
}
