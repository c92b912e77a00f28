import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** A record as an export file holds it, its image on the catalogue's CDN (a host the app trusts). */
export const entry = (id: number, added = '2026-11-27T20:00:00.000Z', more: Record<string, unknown> = {}) => ({
  version: 'v2',
  id: String(id),
  url: `https://cdn.onlypepes.com/${id}.png`,
  description: `Pepe number ${id}`,
  added,
  ...more,
})

export const libraryFile = (body: Record<string, unknown>) => ({
  format: 'pepe-catalogue-library',
  version: 1,
  exported: '2026-11-28T05:00:00.000Z',
  favourites: [],
  collections: [],
  ...body,
})

export const fileOf = (text: string | Uint8Array<ArrayBuffer>, name = 'pepe-favourites-2026-11-28.json') =>
  new File([text], name, { type: 'application/json' })

/** Chooses `file` with "Import" (its file input, as the chooser would fill it). */
export async function chooseFile(user: UserEvent, file: File) {
  await screen.findByRole('button', { name: 'Import' })
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  await user.upload(input, file)
}
