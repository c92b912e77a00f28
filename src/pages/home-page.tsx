import { useQuery } from '@tanstack/react-query'
import { usePepeQueries } from '../api/queries'
import { ErrorMessage } from '../components/error-message'
import { PepeCard } from '../components/pepe-card'

export function HomePage() {
  const pepeQueries = usePepeQueries()
  const { data, error, isPending } = useQuery(pepeQueries.random({ version: 'v2', search: '' }))

  if (isPending) return <p role="status">Loading a random pepe…</p>
  if (error) return <ErrorMessage error={error} />
  return (
    <ul role="list" aria-label="Results" className="results">
      {data.pepes.map((pepe) => (
        <li key={pepe.id}>
          <PepeCard pepe={pepe} />
        </li>
      ))}
    </ul>
  )
}
