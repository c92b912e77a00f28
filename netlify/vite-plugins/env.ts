/** The environment a plugin reads its server-side variables from (`process.env`, `.env.local`). */
export type Env = Record<string, string | undefined>
