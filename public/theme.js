// Sets data-theme on <html> before the first paint when the visitor chose a theme (src/theme.ts
// stores it), so a reload never flashes the other one. Without a choice, the CSS follows the
// system's theme by itself (src/styles/tokens.css), as it changes and without JavaScript too.
// A file, not inline: the Content-Security-Policy allows no inline script.
;(function () {
  try {
    var theme = localStorage.getItem('pepe-theme')
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
  } catch {
    // Storage refused (a private window): the system's theme.
  }
})()
