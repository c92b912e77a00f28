/**
 * Debian's Chromium, as every browser run here starts it (Playwright's tests and the screenshots):
 * this machine cannot download Playwright's own browsers, and has no network beyond the registries.
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
