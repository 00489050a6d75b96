import * as v from 'valibot'
import { line, multiline, positiveIntString } from './common'
import { object } from './required'
import { memberText } from '../moderation'
import { fileKeySchema } from './voice'

export const INQUIRY_CATEGORIES = ['상품', '배송', '주문', '환불/취소', '교환/AS', '기타'] as const
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number]
export const FAQ_CATEGORY_CODES = ['배송', '주문/결제', '취소/반품', '매장 픽업', '렌즈 예약', '회원'] as const
export type FaqCategory = (typeof FAQ_CATEGORY_CODES)[number]

const keyword = v.optional(v.pipe(line('검색어(keyword)'), v.trim(), v.maxLength(50, '검색어(keyword)는 50자 이내로 입력해 주세요.')))

export const noticeListQuery = object({
  page: v.optional(positiveIntString('페이지(page)', 10_000), '1'),
  rows: v.optional(positiveIntString('개수(rows)', 50), '10'),
  keyword,
})
export const noticeParam = object({ noticeNo: positiveIntString('공지 번호(noticeNo)', 99_999_999) })
export const articleParam = object({ id: positiveIntString('글 번호(id)', 99_999_999) })

export const faqListQuery = object({
  category: v.optional(v.picklist(FAQ_CATEGORY_CODES, `분류(category)는 ${FAQ_CATEGORY_CODES.join(', ')} 중 하나여야 합니다.`)),
  keyword,
})

export const inquiryListQuery = object({
  page: v.optional(positiveIntString('페이지(page)', 10_000), '1'),
  rows: v.optional(positiveIntString('개수(rows)', 50), '10'),
})

/** 1:1 문의 작성 — the same schema checks the form and the API body; texts pass the one moderation filter. */
export const INQUIRY_MAX_FILES = 3
export const inquiryBody = object({
  category: v.picklist(INQUIRY_CATEGORIES, '문의 유형을 선택해 주세요.'),
  title: memberText('제목', { min: 2, max: 60, required: '제목을 입력해 주세요.' }),
  content: memberText('문의 내용', { min: 10, max: 2000, multiline: true, required: '문의 내용을 입력해 주세요.' }),
  fileKeys: v.optional(
    v.pipe(
      v.array(fileKeySchema, '첨부 파일 정보가 올바르지 않습니다.'),
      v.maxLength(INQUIRY_MAX_FILES, `파일은 ${INQUIRY_MAX_FILES}개까지 첨부할 수 있어요.`),
    ),
    [],
  ),
})
export type InquiryBody = v.InferOutput<typeof inquiryBody>

/** 제휴 문의 */
export const partnershipBody = object({
  company: v.pipe(
    line('회사명', '회사명을 입력해 주세요.'),
    v.trim(),
    v.minLength(1, '회사명을 입력해 주세요.'),
    v.maxLength(50, '회사명은 50자 이내로 입력해 주세요.'),
  ),
  contactName: v.pipe(
    line('담당자 이름', '담당자 이름을 입력해 주세요.'),
    v.trim(),
    v.minLength(2, '담당자 이름을 2자 이상 입력해 주세요.'),
    v.maxLength(30, '담당자 이름은 30자 이내로 입력해 주세요.'),
  ),
  phone: v.pipe(
    line('연락처', '연락처를 입력해 주세요.'),
    v.trim(),
    v.transform((s) => s.replace(/-/g, '')),
    v.regex(/^0\d{8,10}$/, '연락처를 숫자만 정확히 입력해 주세요. (예: 01012345678)'),
  ),
  email: v.pipe(
    line('이메일', '이메일을 입력해 주세요.'),
    v.trim(),
    v.maxLength(100, '이메일은 100자 이내로 입력해 주세요.'),
    v.email('이메일 형식이 올바르지 않습니다.'),
  ),
  content: v.pipe(
    multiline('제안 내용', '제안 내용을 입력해 주세요.'),
    v.trim(),
    v.minLength(10, '제안 내용은 10자 이상 입력해 주세요.'),
    v.maxLength(3000, '제안 내용은 3,000자 이내로 입력해 주세요.'),
  ),
  privacyAgree: v.literal(true, '개인정보 수집·이용에 동의해 주세요.'),
})
export type PartnershipBody = v.InferOutput<typeof partnershipBody>

/** 비전체크 questionnaire: the same questions on the page and in the recommendation. */
export const LENS_GUIDE_QUESTIONS = [
  {
    key: 'age',
    title: '연령대를 알려 주세요',
    options: [
      ['u20', '20세 미만'],
      ['a20', '20~30대'],
      ['a40', '40대'],
      ['a50', '50대 이상'],
    ],
  },
  {
    key: 'screen',
    title: '하루에 화면을 얼마나 보시나요?',
    options: [
      ['low', '3시간 미만'],
      ['mid', '3~6시간'],
      ['high', '6시간 이상'],
    ],
  },
  {
    key: 'wear',
    title: '주로 무엇을 착용하시나요?',
    options: [
      ['glasses', '안경'],
      ['contact', '콘택트렌즈'],
      ['both', '둘 다'],
    ],
  },
  {
    key: 'concern',
    title: '가장 불편한 점은 무엇인가요?',
    options: [
      ['near', '가까운 글씨가 흐려요'],
      ['glare', '햇빛·빛 번짐이 눈부셔요'],
      ['tired', '눈이 쉽게 피로해요'],
      ['none', '특별히 없어요'],
    ],
  },
] as const

export const lensGuideQuery = object({
  age: v.picklist(['u20', 'a20', 'a40', 'a50'], '연령대(age)를 선택해 주세요.'),
  screen: v.picklist(['low', 'mid', 'high'], '화면 사용 시간(screen)을 선택해 주세요.'),
  wear: v.picklist(['glasses', 'contact', 'both'], '착용 방식(wear)을 선택해 주세요.'),
  concern: v.picklist(['near', 'glare', 'tired', 'none'], '불편한 점(concern)을 선택해 주세요.'),
})
export type LensGuideAnswers = v.InferOutput<typeof lensGuideQuery>
