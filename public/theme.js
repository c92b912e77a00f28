// Sets data-theme on <html> before the first paint, so a reload never flashes the other theme:
// the visitor's choice (src/theme.ts stores it), or else the system's, followed as it changes.
// A file, not inline: the Content-Security-Policy allows no inline script.
;(function () {
  var dark = window.matchMedia('(prefers-color-scheme: dark)')
  function chosen() {
    try {
      var theme = localStorage.getItem('pepe-theme')
      return theme === 'light' || theme === 'dark' ? theme : null
    } catch {
      return null
    }
  }
  function apply() {
    document.documentElement.dataset.theme = chosen() || (dark.matches ? 'dark' : 'light')
  }
  apply()
  dark.addEventListener('change', apply)
})()
