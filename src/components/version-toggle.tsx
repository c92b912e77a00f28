import type { ApiVersion } from '../api/schemas'

const versions: readonly ApiVersion[] = ['v1', 'v2']

type VersionToggleProps = { version: ApiVersion; onChange: (version: ApiVersion) => void }

export function VersionToggle({ version, onChange }: VersionToggleProps) {
  return (
    <div role="radiogroup" aria-labelledby="version-label" className="version-toggle">
      <span id="version-label">API version</span>
      {versions.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="api-version"
            value={option}
            checked={version === option}
            onChange={() => {
              onChange(option)
            }}
          />
          {option}
        </label>
      ))}
    </div>
  )
}
