import { AppLink } from './app-link'
import { Icon } from './icon'

export default function NotFoundPage() {
  return (
    <section className="not-found">
      <Icon name="logo" className="empty-logo" />
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <AppLink to="/" className="button-link">
        Go to the random pepes
      </AppLink>
    </section>
  )
}
