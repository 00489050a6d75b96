import { disassemble, getChoseong } from 'es-hangul'

/**
 * Hangul-aware matching for search and autocomplete (pure, isomorphic):
 * - spacing-tolerant: spaces are ignored on both sides ('다비치안경' finds '다비치 안경'),
 * - initial consonants: a query made only of ㄱ…ㅎ matches the targets' initial consonants ('ㄷㅂㅊ' → '다비치'),
 * - while typing: the last syllable may be incomplete ('다빛' → '다비치', by jamo decomposition),
 * - case-insensitive for Latin letters.
 */

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/

export function compact(s: string): string {
  return s.toLowerCase().replace(/\s+/g, '')
}

export function isChoseongQuery(q: string): boolean {
  return CHOSEONG_ONLY.test(compact(q))
}

/** The target's keys once, so a list can be matched many times cheaply. */
export interface MatchKeys {
  compact: string
  choseong: string
  jamo: string
}
/** Jamo of a compacted query ('다빛' → 'ㄷㅏㅂㅣㅊ'), the form the index keeps in its `j` keys. */
export function jamo(compacted: string): string {
  return disassemble(compacted)
}

export function matchKeys(target: string): MatchKeys {
  const c = compact(target)
  return { compact: c, choseong: getChoseong(c), jamo: disassemble(c) }
}

/**
 * Match score of a query against a target: 0 = no match; higher is better.
 * 100 exact, 80 prefix, 60 contains, 50 initial-consonant prefix, 40 initial-consonant contains,
 * 30 jamo prefix (typing in progress), 20 jamo contains.
 */
export function matchScore(query: string, target: string | MatchKeys): number {
  const q = compact(query)
  if (!q) return 0
  const k = typeof target === 'string' ? matchKeys(target) : target
  if (CHOSEONG_ONLY.test(q)) {
    if (k.choseong.startsWith(q)) return 50
    if (k.choseong.includes(q)) return 40
    return 0
  }
  if (k.compact === q) return 100
  if (k.compact.startsWith(q)) return 80
  if (k.compact.includes(q)) return 60
  const jq = disassemble(q)
  if (k.jamo.startsWith(jq)) return 30
  if (k.jamo.includes(jq)) return 20
  return 0
}

/**
 * How many words of a query are matched one by one (each must match somewhere). A query is at most 50
 * characters, so up to 25 words; the words after the first MAX_SEARCH_WORDS are not required one by one (the
 * whole query still matches goods names as one: a pasted full product name finds its goods). Keeps the search
 * statement bounded: its parameters, joins and compound SELECTs do not grow past this (src/server/db/search.ts).
 */
export const MAX_SEARCH_WORDS = 8

/**
 * The words of a query matched one by one: split on spaces, a word repeated (case aside) counted once, the
 * first MAX_SEARCH_WORDS distinct words.
 */
export function searchWords(query: string): string[] {
  const seen = new Set<string>()
  return query
    .trim()
    .split(/\s+/)
    .filter((w) => !!w && !seen.has(compact(w)) && !!seen.add(compact(w)))
    .slice(0, MAX_SEARCH_WORDS)
}
