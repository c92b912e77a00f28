/** The visitor's colour theme: the system's, or one they chose, remembered in this browser. */
export type Theme = 'system' | 'light' | 'dark'

// Also read before the first paint, by src/theme/theme-before-paint.ts.
const STORAGE_KEY = 'pepe-theme'

export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function applyTheme(theme: Theme) {
  try {
    if (theme === 'system') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage refused (a private window, a full quota): the choice lasts for this visit.
  }
  // No data-theme: the CSS follows the system's theme (src/styles/tokens.css).
  if (theme === 'system') delete document.documentElement.dataset.theme
  else document.documentElement.dataset.theme = theme
}
