import { useEffect } from 'react'
import { titleOf } from '../titles'
import { AppLink } from './app-link'
import { Icon } from './icon'

const HEADING = 'Page not found'

export default function NotFoundPage() {
  // Its own effect, not ui/use-document-title.ts: a module two lazy pages share becomes a chunk of
  // its own, and its name one more in the first load's JS (npm run size).
  useEffect(() => {
    const previous = document.title
    document.title = titleOf(HEADING)
    return () => {
      document.title = previous
    }
  }, [])
  return (
    <section className="not-found">
      <Icon name="logo" className="empty-logo" />
      <h1>{HEADING}</h1>
      <p>There is nothing at this address.</p>
      <AppLink to="/" className="button-link">
        Go to the random pepes
      </AppLink>
    </section>
  )
}
