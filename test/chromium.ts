/**
 * Debian's Chromium, as every browser run here starts it (Playwright's tests, the screenshots, the
 * bench): this machine cannot download Playwright's own browsers, and has no network beyond the
 * registries. `CHROMIUM_PATH` names another build to use instead.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/**
 * The browser tests' Chromium: Debian's headless shell (package `chromium-headless-shell`), what
 * Playwright itself runs for headless tests: the same Blink and V8, without the desktop browser
 * around them. The 88 browser tests took 90 s with it here, 133 s with the full browser. The
 * screenshots and the bench keep the browser visitors run.
 */
export const headlessShellLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
}
