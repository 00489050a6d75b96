import * as v from 'valibot'
import { EYES, OPTICAL_RANGES, PRISM_BASES, opticalError, type OpticalField } from '../eyes/optics'
import { withJosa } from '../korean'
import { boundedText, ymd } from './common'
import { object } from './required'

/**
 * One optical value: a number, or the text a form field holds ('-2.25', '+1.00'); empty → null (not measured).
 * Checked against its range and step (src/shared/eyes/optics.ts) with a Korean message.
 */
export function opticalValue(field: OpticalField) {
  const label = OPTICAL_RANGES[field].label
  return v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], `${withJosa(label, '은/는')} 숫자로 입력해 주세요.`)), null),
    v.transform((x): number | null => {
      if (x == null) return null
      if (typeof x === 'number') return x
      const t = x.trim()
      if (t === '') return null
      return /^[+-]?\d{1,3}(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN
    }),
    v.check(
      (n) => n == null || opticalError(field, n) == null,
      (issue) => opticalError(field, issue.input as number) ?? `${label} 값이 올바르지 않습니다.`,
    ),
  )
}

const prismBase = v.pipe(
  v.optional(
    v.nullable(v.union([v.picklist(PRISM_BASES), v.literal('')], '프리즘 방향(BASE)은 IN, OUT, UP, DOWN 중 하나여야 합니다.')),
    null,
  ),
  v.transform((x) => (x ? x : null)),
)

/** The values of both eyes: r_sph … l_pd. */
const eyeEntries = Object.fromEntries(
  EYES.flatMap((e) => [
    [`${e}Sph`, opticalValue('sph')],
    [`${e}Cyl`, opticalValue('cyl')],
    [`${e}Axis`, opticalValue('axis')],
    [`${e}Add`, opticalValue('add')],
    [`${e}Prism`, opticalValue('prism')],
    [`${e}Base`, prismBase],
    [`${e}Pd`, opticalValue('pd')],
  ]),
) as Record<`${'r' | 'l'}${'Sph' | 'Cyl' | 'Axis' | 'Add' | 'Prism' | 'Pd'}`, ReturnType<typeof opticalValue>> &
  Record<`${'r' | 'l'}Base`, typeof prismBase>

type Measured = `${'r' | 'l'}${'Sph' | 'Cyl' | 'Axis' | 'Add' | 'Prism' | 'Pd'}`
export type EyeValues = { [K in Measured]: number | null } & { rBase: string | null; lBase: string | null }

/** Cross-field rules of one eye: an astigmatic lens needs its axis; a prism needs its base (and the reverse). */
function eyeRules<T extends Record<string, unknown>>(schema: v.GenericSchema<unknown, T>) {
  const checks = EYES.flatMap((e) => {
    const side = e === 'r' ? '오른쪽' : '왼쪽'
    return [
      v.rawCheck<T>(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        const o = dataset.value as Record<string, unknown>
        const cyl = o[`${e}Cyl`] as number | null
        const axis = o[`${e}Axis`] as number | null
        if (cyl != null && cyl !== 0 && axis == null)
          addIssue({
            message: `${side} 눈의 난시(CYL)가 있으면 축(AXIS)도 입력해 주세요.`,
            path: [{ type: 'object', origin: 'value', input: o, key: `${e}Axis`, value: axis }],
          })
        if ((o[`${e}Prism`] == null) !== (o[`${e}Base`] == null))
          addIssue({
            message: `${side} 눈의 프리즘(PRISM)과 방향(BASE)은 함께 입력해 주세요.`,
            path: [{ type: 'object', origin: 'value', input: o, key: `${e}Base`, value: o[`${e}Base`] }],
          })
      }),
    ]
  })
  return v.pipe(schema, ...(checks as [v.GenericPipeItem<T, T>]))
}

const examYmd = v.pipe(
  ymd('검사일'),
  v.check((s: string) => {
    const d = new Date(Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8)))
    return d.getTime() <= Date.now() + 36 * 3600 * 1000
  }, '검사일은 오늘 이전 날짜로 입력해 주세요.'),
)

/** A prescription the member uploads (multipart fields + the file): date, institution, optional values. */
export const prescriptionBody = eyeRules(
  object({
    examYmd,
    institution: v.pipe(boundedText('검사 기관', 40), v.minLength(1, '검사 기관(안과·안경원 이름)을 입력해 주세요.')),
    memo: v.optional(boundedText('메모', 100), ''),
    ...eyeEntries,
  }),
)
export type PrescriptionBody = v.InferOutput<typeof prescriptionBody>

/** A store exam (store-owner area, fitting device): both spheres are measured. */
export const storeExamBody = eyeRules(
  object({
    examYmd,
    memo: v.optional(boundedText('메모', 100), ''),
    ...eyeEntries,
    rSph: v.pipe(
      opticalValue('sph'),
      v.check((n) => n != null, '오른쪽 눈의 구면(SPH)을 입력해 주세요.'),
    ),
    lSph: v.pipe(
      opticalValue('sph'),
      v.check((n) => n != null, '왼쪽 눈의 구면(SPH)을 입력해 주세요.'),
    ),
  }),
)
export type StoreExamBody = v.InferOutput<typeof storeExamBody>

export const eyeRecordParam = object({
  recordNo: v.pipe(
    v.string('기록 번호가 올바르지 않습니다.'),
    v.regex(/^\d{1,9}$/, '기록 번호(recordNo)는 숫자여야 합니다.'),
    v.transform(Number),
  ),
})
