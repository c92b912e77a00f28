import { useState } from 'react'
import type { ApiVersion } from '../api/schemas'

const versions: readonly ApiVersion[] = ['v1', 'v2']

type VersionToggleProps = { version: ApiVersion; onChange: (version: ApiVersion) => void }

export function VersionToggle({ version, onChange }: VersionToggleProps) {
  // The choice shows at once; the URL (and so `version`) follows when the navigation renders,
  // which under load can be a moment later. A change from elsewhere (Back) is followed too.
  const [chosen, setChosen] = useState(version)
  const [seen, setSeen] = useState(version)
  if (version !== seen) {
    setSeen(version)
    setChosen(version)
  }
  return (
    <div role="radiogroup" aria-labelledby="version-label" className="version-toggle">
      <span id="version-label" className="visually-hidden">
        API version
      </span>
      {versions.map((option) => (
        <label key={option} className="segment">
          <input
            type="radio"
            name="api-version"
            value={option}
            checked={chosen === option}
            onChange={() => {
              setChosen(option)
              onChange(option)
            }}
          />
          {option}
        </label>
      ))}
    </div>
  )
}
