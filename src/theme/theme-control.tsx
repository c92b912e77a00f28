import { useState } from 'react'
import { applyTheme, readTheme, type Theme } from './theme'

const choices: readonly { value: Theme; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

export function ThemeControl() {
  const [theme, setTheme] = useState(readTheme)
  return (
    <select
      aria-label="Theme"
      className="theme-control"
      value={theme}
      onChange={(event) => {
        const chosen = event.target.value as Theme
        setTheme(chosen)
        applyTheme(chosen)
      }}
    >
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  )
}
