import * as v from 'valibot'
import { FAMILY_RELATIONS, INVITE_CODE_RE } from '../family/rules'
import { mobileSchema, txIdSchema } from './member'
import { object } from './required'

/** 가족 초대 — the same schema checks the form and POST /api/v1/front/family/invites. */
export const familyInviteBody = object({
  mobile: mobileSchema,
  relation: v.picklist(FAMILY_RELATIONS, '가족 관계를 선택해 주세요.'),
})
export type FamilyInviteBody = v.InferOutput<typeof familyInviteBody>

export const inviteCodeSchema = v.pipe(
  v.string('초대 코드가 올바르지 않아요.'),
  v.regex(INVITE_CODE_RE, '초대 링크가 올바르지 않아요. 문자로 받은 링크를 다시 열어 주세요.'),
)

/** The invitee's acceptance: the code from the SMS link, a completed identity verification and consent. */
export const familyAcceptBody = object({
  code: inviteCodeSchema,
  identityTxId: txIdSchema,
  consent: v.literal(true, '가족 계정 정보 제공에 동의해 주세요.'),
})
export type FamilyAcceptBody = v.InferOutput<typeof familyAcceptBody>

export const familyCodeParam = object({ code: inviteCodeSchema })

const no = (label: string) =>
  v.pipe(v.string(`${label}가 올바르지 않아요.`), v.regex(/^\d{1,9}$/, `${label}는 숫자여야 해요.`), v.transform(Number))
export const familyInviteParam = object({ inviteNo: no('초대 번호') })
export const familyMemberParam = object({ memberNo: no('회원 번호') })

/** ?year= of the yearly statement: 2000…2100, defaults to last year on the page. */
export const familyReceiptQuery = object({
  year: v.pipe(
    v.string('연도가 올바르지 않아요.'),
    v.regex(/^\d{4}$/, '연도는 네 자리 숫자로 입력해 주세요.'),
    v.transform(Number),
    v.minValue(2000, '2000년 이후 연도를 선택해 주세요.'),
    v.maxValue(2100, '연도가 올바르지 않아요.'),
  ),
})
