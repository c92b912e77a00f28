import { titleOf } from '../titles'
import { AppLink } from './app-link'
import { Icon } from './icon'
import { useDocumentTitle } from './use-document-title'

const HEADING = 'Page not found'

export default function NotFoundPage() {
  useDocumentTitle(titleOf(HEADING))
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
