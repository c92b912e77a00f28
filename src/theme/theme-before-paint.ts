import { readTheme } from './theme'

// The page's theme script (`/theme.js`): a classic script in `<head>`, built from this module by
// netlify/vite-plugins/page-scripts.ts. It sets data-theme on <html> before the first paint when the
// visitor chose a theme (src/theme/theme.ts stores it), so a reload never flashes the other one. Without
// a choice, the CSS follows the system's theme by itself (src/styles/tokens.css).
const theme = readTheme()
if (theme !== 'system') document.documentElement.dataset.theme = theme
