/** The two sizes every layout is checked at (test/e2e) and screenshotted at (test/screenshots.ts): a phone, a laptop. */
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }
