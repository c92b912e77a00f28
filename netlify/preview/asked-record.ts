import { parseAskedRecord, type ApiVersion, type Pepe } from '../../src/api/schemas.ts'

/**
 * The record in the forwarder's answer, if it is the one asked for and one the app would show,
 * with the answer as it came (a drawn page's data block carries it as it is); null otherwise.
 */
export async function recordOf(version: ApiVersion, id: string, answer: Response): Promise<{ pepe: Pepe; record: unknown } | null> {
  if (answer.status !== 200) return null
  try {
    const record: unknown = await answer.json()
    return { pepe: parseAskedRecord(version, id, record), record }
  } catch {
    return null
  }
}
