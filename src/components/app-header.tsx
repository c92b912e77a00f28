import { Link } from 'react-router'

export function AppHeader({ demo }: { demo: boolean }) {
  return (
    <header className="app-header">
      <Link to="/" className="app-title">
        Pepe Catalogue
      </Link>
      {demo && (
        <span className="demo-badge" title="No real API is configured: a built-in demo catalogue answers">
          Demo data
        </span>
      )}
    </header>
  )
}
