/**
 * Particles (조사) for messages built from variable words: withJosa('수량', '은/는') → '수량은',
 * withJosa('카카오페이', '으로/로') → '카카오페이로'. A trailing parenthetical is ignored when choosing
 * ('키워드 번호(keywordNo)' → '…(keywordNo)는'); a word not ending in Hangul takes the form after a vowel.
 *
 * Not es-hangul (used for search): these messages are built into schemas that every page loads, and
 * es-hangul's josa adds ~5 KB gzip to the initial JS. The rule is one line of Unicode arithmetic: a
 * syllable has a final consonant when (code − 0xAC00) % 28 ≠ 0, and ㄹ (index 8) takes '로'.
 */
type Pair = '이/가' | '을/를' | '은/는' | '으로/로' | '와/과' | '이나/나' | '이에요/예요'

function finalConsonant(word: string): number {
  const base = (word.replace(/\s*\([^)]*\)\s*$/, '') || word).trim()
  const code = base.charCodeAt(base.length - 1)
  if (!(code >= 0xac00 && code <= 0xd7a3)) return 0
  return (code - 0xac00) % 28
}

/** Only the particle, for words shown in quotes: `'${name}'${particle(name, '이/가')}`. */
export function particle(word: string, pair: Pair): string {
  const [withBatchim, without] = pair.split('/')
  const f = finalConsonant(word)
  if (pair === '으로/로') return f === 0 || f === 8 ? '로' : '으로'
  if (pair === '와/과') return f === 0 ? '와' : '과'
  return f === 0 ? without : withBatchim
}

export function withJosa(word: string, pair: Pair): string {
  return word + particle(word, pair)
}
