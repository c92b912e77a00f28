/** netlify/vite-plugins/caption-faces.ts: the caption's font slices (face-slices.ts's FaceSlice), each with its asset's address. */
declare module 'virtual:caption-faces' {
  export const CAPTION_SLICES: readonly {
    readonly family: string
    readonly file: string
    readonly range: string
    readonly variable: boolean
    readonly url: string
  }[]
}

/** The same, for the faces fetched only when a caption needs them (CJK's). */
declare module 'virtual:caption-faces-later' {
  export { CAPTION_SLICES } from 'virtual:caption-faces'
}
