import * as v from 'valibot'
import { positiveIntString } from './common'
import { object } from './required'
import { VITAL_METRICS } from '../vitals'

/** A page template: the router's route id ('/products/$id', '/main/', '__root__'). */
const template = v.pipe(
  v.string('페이지 템플릿(template)은 문자열이어야 합니다.'),
  v.maxLength(100, '페이지 템플릿(template)은 100자 이내여야 합니다.'),
  v.regex(/^(\/[\w$.\-/]*|__root__)$/, '페이지 템플릿(template) 형식이 올바르지 않습니다.'),
)

/** POST /api/v1/front/telemetry/vitals: one page view's metrics (web-vitals, sent with sendBeacon). */
export const vitalsReport = object({
  template,
  metrics: v.pipe(
    v.array(
      object({
        name: v.picklist(VITAL_METRICS, `지표(name)는 ${VITAL_METRICS.join(', ')} 중 하나여야 합니다.`),
        value: v.pipe(
          v.number('값(value)은 숫자여야 합니다.'),
          v.minValue(0, '값(value)은 0 이상이어야 합니다.'),
          v.maxValue(120_000, '값(value)이 너무 큽니다.'),
        ),
      }),
    ),
    v.minLength(1, '지표(metrics)를 하나 이상 보내 주세요.'),
    v.maxLength(VITAL_METRICS.length, `지표(metrics)는 ${VITAL_METRICS.length}개 이내로 보내 주세요.`),
    v.check((ms) => new Set(ms.map((m) => m.name)).size === ms.length, '같은 지표(metrics)를 두 번 보낼 수 없습니다.'),
  ),
})

/** POST /api/v1/front/telemetry/errors: one uncaught error of a page, with the page's request id. */
export const errorReport = object({
  message: v.pipe(v.string('메시지(message)는 문자열이어야 합니다.'), v.maxLength(1000, '메시지(message)는 1000자 이내여야 합니다.')),
  stack: v.optional(v.pipe(v.string('스택(stack)은 문자열이어야 합니다.'), v.maxLength(4000, '스택(stack)은 4000자 이내여야 합니다.'))),
  path: v.pipe(
    v.string('경로(path)는 문자열이어야 합니다.'),
    v.maxLength(300, '경로(path)는 300자 이내여야 합니다.'),
    v.regex(/^\//, '경로(path)는 /로 시작해야 합니다.'),
  ),
  template: v.optional(template),
  pageRequestId: v.optional(
    v.pipe(
      v.string('요청 ID(pageRequestId)는 문자열이어야 합니다.'),
      v.regex(/^[\w\-=]{1,100}$/, '요청 ID(pageRequestId) 형식이 올바르지 않습니다.'),
    ),
  ),
})

/** GET /api/v1/front/telemetry/vitals?days=7: the p75 per template of the last N days (1–90). */
export const vitalsQuery = object({ days: v.optional(positiveIntString('기간(days)', 90), '7') })
