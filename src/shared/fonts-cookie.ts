/** Cookie set by the browser once it has the web fonts cached (src/client/fonts.ts); the edge page cache keys on it. Not personal. */
export const FONTS_COOKIE = 'davich_fonts'
