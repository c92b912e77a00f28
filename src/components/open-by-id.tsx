import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ApiVersion } from '../api/schemas'
import { versionParam } from '../browse/browse-params'

/** Opens one record by its id, in the current API version. */
export function OpenById({ version }: { version: ApiVersion }) {
  const navigate = useNavigate()
  const [id, setId] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <form
      className="open-by-id"
      onSubmit={(event) => {
        event.preventDefault()
        const wanted = id.trim()
        if (wanted === '') {
          setProblem('Enter the id of a pepe to open.')
          return
        }
        setProblem(null)
        void navigate(`/pepe/${encodeURIComponent(wanted)}?v=${versionParam(version)}`)
      }}
    >
      <input
        aria-label="Pepe id"
        placeholder="Pepe id"
        value={id}
        aria-describedby={problem ? 'open-by-id-problem' : undefined}
        onChange={(event) => {
          setId(event.target.value)
        }}
      />
      <button type="submit">Open</button>
      {problem && (
        <p id="open-by-id-problem" role="alert" className="field-problem">
          {problem}
        </p>
      )}
    </form>
  )
}
