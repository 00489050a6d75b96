/**
 * Member grades (the domain notes, Members): by purchase amount and count of the last 12 months.
 * 브론즈 0원 · 4% discount / 4% points; 실버 100,000원 and 3 orders, 6%/6%; 골드 300,000원 / 6, 8%/8%;
 * 플래티넘 600,000원 / 9, 10%/10%. Recomputed nightly; the point rate is used at purchase confirmation.
 */
import { withJosa } from '../korean'
import { formatNumber } from '../text'

export type GradeCd = 'BRONZE' | 'SILVER' | 'GOLD' | 'PLATINUM'

export interface Grade {
  cd: GradeCd
  nm: string
  minAmt: number
  minCnt: number
  dcRate: number
  pointRate: number
}

/** Lowest first. */
export const GRADES: readonly Grade[] = [
  { cd: 'BRONZE', nm: '브론즈', minAmt: 0, minCnt: 0, dcRate: 4, pointRate: 4 },
  { cd: 'SILVER', nm: '실버', minAmt: 100_000, minCnt: 3, dcRate: 6, pointRate: 6 },
  { cd: 'GOLD', nm: '골드', minAmt: 300_000, minCnt: 6, dcRate: 8, pointRate: 8 },
  { cd: 'PLATINUM', nm: '플래티넘', minAmt: 600_000, minCnt: 9, dcRate: 10, pointRate: 10 },
]

/** Months of purchases a grade looks at. */
export const GRADE_WINDOW_MONTHS = 12

export function gradeOf(cd: string | null | undefined): Grade {
  return GRADES.find((g) => g.cd === cd) ?? GRADES[0]
}

/** The highest grade whose amount AND count are both reached. */
export function gradeFor(amount: number, count: number): Grade {
  let best = GRADES[0]
  for (const g of GRADES) if (amount >= g.minAmt && count >= g.minCnt) best = g
  return best
}

/**
 * What is missing for the next grade (null at the top): the grade above the one the purchases reach, or above the
 * grade the member holds when that is higher (a grade is kept until the next recomputation, so a 실버 member is
 * never told how far 실버 is).
 */
export function nextGradeGap(amount: number, count: number, held?: GradeCd): { next: Grade; amount: number; count: number } | null {
  const reached = gradeFor(amount, count)
  const cur = held && GRADES.indexOf(gradeOf(held)) > GRADES.indexOf(reached) ? gradeOf(held) : reached
  const next = GRADES[GRADES.indexOf(cur) + 1]
  if (!next) return null
  return { next, amount: Math.max(0, next.minAmt - amount), count: Math.max(0, next.minCnt - count) }
}

/** SQL CASE giving the grade code for amount/count expressions (the same table as gradeFor). */
export function gradeCaseSql(amountExpr: string, countExpr: string): string {
  const whens = [...GRADES].reverse().map((g) => `WHEN ${amountExpr} >= ${g.minAmt} AND ${countExpr} >= ${g.minCnt} THEN '${g.cd}'`)
  return `CASE ${whens.join(' ')} ELSE '${GRADES[0].cd}' END`
}

/** SQL CASE giving the point rate (percent) for a grade-code expression. */
export function gradePointRateSql(gradeExpr: string): string {
  return `CASE ${gradeExpr} ${GRADES.map((g) => `WHEN '${g.cd}' THEN ${g.pointRate}`).join(' ')} ELSE ${GRADES[0].pointRate} END`
}

/**
 * What is left to the next grade, as the my-page says it ("골드까지 120,000원 · 2건 더 구매하면 돼요"); a condition
 * already met is left out. Null at the top grade.
 */
export function nextGradeText(next: { gradeNm: string; amountGap: number; countGap: number } | null): string | null {
  if (!next) return null
  const parts = [next.amountGap > 0 ? `${formatNumber(next.amountGap)}원` : '', next.countGap > 0 ? `${next.countGap}건` : ''].filter(
    Boolean,
  )
  return parts.length
    ? `${next.gradeNm}까지 ${parts.join(' · ')} 더 구매하면 돼요`
    : `다음 등급 산정일에 ${withJosa(next.gradeNm, '으로/로')} 올라가요`
}
