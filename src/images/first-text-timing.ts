/**
 * The Element Timing name of a drawn page's heading where the page has no image (a caption page:
 * its picture is a canvas), as FIRST_IMAGE_TIMING (sources.ts) names a drawn image. Its own module:
 * only the caption page and start.js need it, not the first load.
 */
export const FIRST_TEXT_TIMING = 'pepe-first-text'
