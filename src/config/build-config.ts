import type { ConfigResult } from './config'

// Read and checked by vite.config.ts when the app is built (or served): the first load carries the
// verdict, not the rules. `__PEPE_CONFIG_OK__` is that verdict alone, a constant the minifier can
// fold, so that a good build carries no code for a bad one.
declare const __PEPE_CONFIG__: ConfigResult
declare const __PEPE_CONFIG_OK__: boolean

export const buildConfig = __PEPE_CONFIG__
export const buildConfigOk = __PEPE_CONFIG_OK__
