import { useState } from 'react'
import { useNavigate } from 'react-router'
import { isV1Id } from '../api/ids'
import type { ApiVersion } from '../api/schemas'
import { pepePath } from '../paths'

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
        } else if (version === 'v1' && !isV1Id(wanted)) {
          // `.` and `..` would be read by the browser as steps of the path, never as an id.
          setProblem(`Pepe “${wanted}” was not found: no v1 pepe can have that id.`)
        } else {
          setProblem(null)
          void navigate(pepePath(version, wanted))
        }
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
