import * as v from 'valibot'
import { isRealYmd, line, multiline } from './common'
import { object } from './required'

/** Korean messages for a missing key or a body that is not an object (valibot reports both on the object). */
const FIELD_LABELS: Record<string, string> = {
  loginId: '아이디를 입력해 주세요.',
  userId: '아이디를 입력해 주세요.',
  password: '비밀번호를 입력해 주세요.',
  passwordConfirm: '비밀번호를 한 번 더 입력해 주세요.',
  userName: '이름을 입력해 주세요.',
  gender: '성별을 선택해 주세요.',
  birth: '생년월일을 입력해 주세요.',
  mobile: '휴대폰 번호를 입력해 주세요.',
  consents: '약관 동의 항목을 확인해 주세요.',
  terms: '이용약관에 동의해 주세요.',
  privacy: '개인정보 수집 및 이용에 동의해 주세요.',
  membership: '멤버십 약관에 동의해 주세요.',
  certProof: '휴대폰 인증을 완료해 주세요.',
  certifyKey: '인증번호를 입력해 주세요.',
  type: '간편 로그인 종류를 선택해 주세요.',
  accessToken: '인증 정보가 없어요. 다시 로그인해 주세요.',
  state: '로그인 요청 정보가 없어요.',
  snsTicket: '간편 로그인을 다시 진행해 주세요.',
  identityTxId: '본인인증을 완료해 주세요.',
  txId: '본인인증을 완료해 주세요.',
  encData: '본인인증 결과가 없어요.',
  provider: '본인인증 수단을 선택해 주세요.',
  memberNo: '회원 번호가 필요해요.',
  reasonCd: '탈퇴 사유를 선택해 주세요.',
  agree: '안내를 확인하고 동의해 주세요.',
  email: '이메일을 입력해 주세요.',
  nickName: '닉네임을 입력해 주세요.',
  query: '확인할 값을 입력해 주세요.',
  id: '아이디를 입력해 주세요.',
  name: '이름을 입력해 주세요.',
}
const missing = (issue: v.BaseIssue<unknown>) => {
  const key = (issue.expected ?? '').replace(/^"|"$/g, '')
  return FIELD_LABELS[key] ?? '요청 형식이 올바르지 않아요. 입력한 내용을 확인해 주세요.'
}
/** v.object with Korean messages for missing keys. */
const obj = <T extends v.ObjectEntries>(entries: T) => object(entries, missing)

export const loginIdSchema = v.pipe(
  line('아이디', '아이디를 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('아이디를 입력해 주세요.'),
  v.maxLength(50, '아이디는 50자 이내로 입력해 주세요.'),
)

const passwordInput = v.pipe(
  line('비밀번호', '비밀번호를 입력해 주세요.'),
  v.nonEmpty('비밀번호를 입력해 주세요.'),
  v.maxLength(64, '비밀번호는 64자 이내로 입력해 주세요.'),
)

/** POST /v1/front/member/login/normal and /login/native: loginId or userId, plus password (the product spec's sign-in call). */
export const loginBody = v.pipe(
  obj({
    loginId: v.optional(loginIdSchema),
    userId: v.optional(loginIdSchema),
    password: passwordInput,
  }),
  v.check((b) => !!(b.loginId || b.userId), '아이디를 입력해 주세요.'),
  v.transform((b) => ({ loginId: (b.loginId || b.userId) as string, password: b.password })),
)
export type LoginBody = v.InferOutput<typeof loginBody>

// ---- shared field rules (the forms use the same schemas) ----
export const MOBILE_RE = /^01[016789]\d{7,8}$/
export const mobileSchema = v.pipe(
  v.string('휴대폰 번호를 입력해 주세요.'),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.nonEmpty('휴대폰 번호를 입력해 주세요.'),
  v.regex(MOBILE_RE, '휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)'),
)
export const newLoginIdSchema = v.pipe(
  v.string('아이디를 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('아이디를 입력해 주세요.'),
  v.regex(/^[a-z][a-z0-9_]{4,19}$/, '아이디는 영문 소문자로 시작하는 5~20자의 영문 소문자, 숫자, 밑줄(_)로 입력해 주세요.'),
)
/** Password rules: 8–20 characters with letters, digits and a special character, no spaces. */
export const newPasswordSchema = v.pipe(
  line('비밀번호', '비밀번호를 입력해 주세요.'),
  v.nonEmpty('비밀번호를 입력해 주세요.'),
  v.minLength(8, '비밀번호는 8자 이상 입력해 주세요.'),
  v.maxLength(20, '비밀번호는 20자 이내로 입력해 주세요.'),
  v.regex(/^\S+$/, '비밀번호에는 공백을 넣을 수 없어요.'),
  v.regex(/[A-Za-z]/, '비밀번호에 영문자를 포함해 주세요.'),
  v.regex(/\d/, '비밀번호에 숫자를 포함해 주세요.'),
  v.regex(/[^A-Za-z0-9]/, '비밀번호에 특수문자를 포함해 주세요.'),
)
export const emailSchema = v.pipe(
  v.string('이메일을 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('이메일을 입력해 주세요.'),
  v.maxLength(100, '이메일은 100자 이내로 입력해 주세요.'),
  v.email('이메일 주소를 정확히 입력해 주세요.'),
)
export const nickNameSchema = v.pipe(
  v.string('닉네임을 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('닉네임을 입력해 주세요.'),
  v.regex(/^[가-힣A-Za-z0-9]{2,12}$/, '닉네임은 한글, 영문, 숫자 2~12자로 입력해 주세요.'),
)
export const nameSchema = v.pipe(
  v.string('이름을 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('이름을 입력해 주세요.'),
  v.regex(/^[가-힣A-Za-z ]{2,20}$/, '이름은 한글 또는 영문 2~20자로 입력해 주세요.'),
)
export const birthSchema = v.pipe(
  line('생년월일', '생년월일을 입력해 주세요.'),
  v.transform((s) => s.replace(/\D/g, '')),
  v.regex(/^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/, '생년월일 8자리를 정확히 입력해 주세요. (예: 19900101)'),
  v.check(isRealYmd, '생년월일을 실제로 있는 날짜로 입력해 주세요. (예: 19900101)'),
)
export const genderSchema = v.picklist(['M', 'F'], '성별을 선택해 주세요.')
export const proofSchema = v.pipe(
  line('휴대폰 인증 정보', '휴대폰 인증을 완료해 주세요.'),
  v.nonEmpty('휴대폰 인증을 완료해 주세요.'),
  v.maxLength(100, '휴대폰 인증을 다시 진행해 주세요.'),
)
export const txIdSchema = v.pipe(v.string('본인인증을 완료해 주세요.'), v.regex(/^[A-Za-z0-9_-]{10,64}$/, '본인인증을 다시 진행해 주세요.'))

// ---- SMS certification (query: mobile, title to send; mobile, certifyKey to check) ----
export const smsSendQuery = obj({
  mobile: mobileSchema,
  title: v.optional(v.pipe(line('제목'), v.maxLength(40, '제목은 40자 이내로 입력해 주세요.')), ''),
})
export const smsValidQuery = obj({
  mobile: mobileSchema,
  certifyKey: v.pipe(
    v.string('인증번호를 입력해 주세요.'),
    v.trim(),
    v.nonEmpty('인증번호를 입력해 주세요.'),
    v.regex(/^\d{6}$/, '인증번호 6자리 숫자를 입력해 주세요.'),
  ),
})

// ---- duplicate checks ----
export const checkDupMobileQuery = obj({ mobile: mobileSchema })
export const checkDupIdQuery = obj({ loginId: newLoginIdSchema })
export const checkDupEmailQuery = obj({ email: emailSchema })
export const checkDupNickQuery = obj({ nickName: nickNameSchema })
export const checkDupQuery = obj({
  type: v.picklist(['mobile', 'loginId', 'email', 'nickName'], '확인할 항목을 선택해 주세요.'),
  query: v.pipe(
    line('확인할 값', '확인할 값을 입력해 주세요.'),
    v.trim(),
    v.nonEmpty('확인할 값을 입력해 주세요.'),
    v.maxLength(100, '100자 이내로 입력해 주세요.'),
  ),
})

// ---- consents ----
export const consentsSchema = obj({
  terms: v.literal(true, '이용약관에 동의해 주세요.'),
  privacy: v.literal(true, '개인정보 수집 및 이용에 동의해 주세요.'),
  membership: v.literal(true, '멤버십 약관에 동의해 주세요.'),
  location: v.optional(v.boolean(), false),
  marketing: v.optional(
    obj({
      app: v.optional(v.boolean(), false),
      sms: v.optional(v.boolean(), false),
      email: v.optional(v.boolean(), false),
      kakao: v.optional(v.boolean(), false),
    }),
    {},
  ),
})
export const guardianSchema = obj({
  name: nameSchema,
  mobile: mobileSchema,
  certProof: proofSchema,
  agree: v.literal(true, '법정대리인 동의가 필요해요.'),
})

/** POST /register: identity verification (txId) or SMS proof for the mobile; under 14 needs a guardian. */
export const registerBody = obj({
  loginId: newLoginIdSchema,
  password: newPasswordSchema,
  userName: nameSchema,
  gender: genderSchema,
  birth: birthSchema,
  mobile: mobileSchema,
  certProof: v.optional(proofSchema),
  identityTxId: v.optional(txIdSchema),
  email: v.optional(v.union([v.literal(''), emailSchema])),
  nickName: v.optional(v.union([v.literal(''), nickNameSchema])),
  consents: consentsSchema,
  guardian: v.optional(guardianSchema),
})
export type RegisterBody = v.InferOutput<typeof registerBody>

export const SNS_TYPES = ['kakao', 'naver', 'apple'] as const
export const snsTypeSchema = v.picklist(SNS_TYPES, '지원하지 않는 간편 로그인이에요.')

/**
 * POST /login/sns: the provider's access token (Apple: the id_token), plus the kiosk store code. A token is an
 * RFC 6750 b64token (letters, digits, -._~+/ and trailing =; a JWT fits): it goes into an Authorization header.
 */
export const snsLoginBody = obj({
  type: snsTypeSchema,
  accessToken: v.pipe(
    line('인증 정보(accessToken)', '인증 정보가 없어요. 다시 로그인해 주세요.'),
    v.nonEmpty('인증 정보가 없어요. 다시 로그인해 주세요.'),
    v.maxLength(4096, '인증 정보가 올바르지 않아요.'),
    v.regex(/^[A-Za-z0-9\-._~+/]+=*$/, '인증 정보가 올바르지 않아요. 다시 로그인해 주세요.'),
  ),
  storeCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,10}$/, '매장 코드가 올바르지 않아요.'))),
})
/** POST /oauth/token: the authorization code (or Apple's completed state) exchanged for the access token. */
export const oauthTokenBody = obj({
  type: snsTypeSchema,
  state: v.pipe(v.string('로그인 요청 정보가 없어요.'), v.regex(/^[A-Za-z0-9_-]{16,100}$/, '로그인 요청 정보가 올바르지 않아요.')),
  code: v.optional(v.pipe(line('인가 코드(code)'), v.maxLength(1024, '인가 코드가 올바르지 않아요.'))),
})
export const oauthAuthorizeQuery = obj({
  type: snsTypeSchema,
  returnUrl: v.optional(v.pipe(line('돌아갈 주소(returnUrl)'), v.maxLength(512, '돌아갈 주소(returnUrl)가 너무 길어요.'))),
  storeCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,10}$/, '매장 코드가 올바르지 않아요.'))),
})
/** POST /register/sns: the sign-up ticket from login/sns plus what the provider does not give. */
export const registerSnsBody = obj({
  snsTicket: v.pipe(v.string('간편 로그인을 다시 진행해 주세요.'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, '간편 로그인을 다시 진행해 주세요.')),
  userName: nameSchema,
  gender: genderSchema,
  birth: birthSchema,
  mobile: mobileSchema,
  certProof: proofSchema,
  email: v.optional(v.union([v.literal(''), emailSchema])),
  consents: consentsSchema,
})

export const restoreBody = obj({ loginId: loginIdSchema, password: passwordInput, mobile: mobileSchema, certProof: proofSchema })
export const restoreSnsBody = obj({
  type: snsTypeSchema,
  accessToken: snsLoginBody.entries.accessToken,
  mobile: mobileSchema,
  certProof: proofSchema,
})

export const pushBody = obj({
  app: v.optional(v.boolean()),
  sms: v.optional(v.boolean()),
  email: v.optional(v.boolean()),
  kakao: v.optional(v.boolean()),
  push: v.optional(v.boolean()),
})

/** Identity verification popups (PASS / KCB / i-PIN). */
export const identityStartBody = obj({
  provider: v.picklist(['pass', 'kcb', 'ipin'], '본인인증 수단을 선택해 주세요.'),
  purpose: v.optional(
    v.picklist(['signup', 'find', 'restore', 'integration', 'verify', 'family'], '본인인증 목적이 올바르지 않아요.'),
    'signup',
  ),
})
export const identityCompleteBody = obj({
  txId: txIdSchema,
  encData: v.pipe(
    line('본인인증 결과', '본인인증 결과가 없어요.'),
    v.nonEmpty('본인인증 결과가 없어요.'),
    v.maxLength(8192, '본인인증 결과가 올바르지 않아요.'),
  ),
})
/** POST /login/verify: sign in with a completed identity verification (matched by CI). */
export const loginVerifyBody = obj({ identityTxId: txIdSchema })
/** POST /update/login-verify: attach identity verification data to a member (memberNo must be the caller). */
export const updateLoginVerifyBody = obj({
  identityTxId: txIdSchema,
  memberNo: v.pipe(v.number('회원 번호가 필요해요.'), v.integer('회원 번호가 올바르지 않아요.')),
})

/** Find id / reset password by a verified mobile (SMS proof) or an identity verification. */
export const findIdBody = obj({ userName: nameSchema, mobile: mobileSchema, certProof: proofSchema })
export const resetPasswordBody = v.pipe(
  obj({
    loginId: loginIdSchema,
    mobile: mobileSchema,
    certProof: proofSchema,
    password: newPasswordSchema,
    passwordConfirm: v.pipe(
      line('비밀번호 확인', '비밀번호를 한 번 더 입력해 주세요.'),
      v.maxLength(64, '비밀번호는 64자 이내로 입력해 주세요.'),
    ),
  }),
  v.forward(
    v.check((b) => b.password === b.passwordConfirm, '비밀번호가 서로 달라요.'),
    ['passwordConfirm'],
  ),
)

/** PUT /update/info (edit info). Changing the mobile needs an SMS proof; changing the password the current one. */
export const updateInfoBody = obj({
  currentPassword: v.optional(passwordInput),
  newPassword: v.optional(newPasswordSchema),
  email: v.optional(v.union([v.literal(''), emailSchema])),
  nickName: v.optional(v.union([v.literal(''), nickNameSchema])),
  mobile: v.optional(mobileSchema),
  certProof: v.optional(proofSchema),
  zipcode: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$|^$/, '우편번호 5자리를 입력해 주세요.'))),
  address: v.optional(v.pipe(line('주소'), v.maxLength(200, '주소는 200자 이내로 입력해 주세요.'))),
  addressDetail: v.optional(v.pipe(line('상세 주소'), v.maxLength(100, '상세 주소는 100자 이내로 입력해 주세요.'))),
  marketing: v.optional(obj({ app: v.boolean(), sms: v.boolean(), email: v.boolean(), kakao: v.boolean() })),
})

export const WITHDRAW_REASONS = [
  ['10', '자주 이용하지 않아요'],
  ['20', '원하는 상품이 없어요'],
  ['30', '배송·서비스가 불만족스러워요'],
  ['40', '개인정보가 걱정돼요'],
  ['50', '다른 계정으로 이용할게요'],
  ['90', '기타'],
] as const
export const withdrawBody = v.pipe(
  obj({
    reasonCd: v.picklist(['10', '20', '30', '40', '50', '90'], '탈퇴 사유를 선택해 주세요.'),
    reasonText: v.optional(v.pipe(multiline('기타 사유'), v.maxLength(500, '기타 사유는 500자 이내로 입력해 주세요.')), ''),
    password: v.optional(passwordInput),
    agree: v.literal(true, '탈퇴 안내를 확인하고 동의해 주세요.'),
  }),
  v.forward(
    v.check((b) => b.reasonCd !== '90' || (b.reasonText ?? '').trim().length > 0, '기타 사유를 입력해 주세요.'),
    ['reasonText'],
  ),
)

/** Offline store membership joined to the online account (integration). */
export const integrationBody = obj({
  mobile: mobileSchema,
  certProof: proofSchema,
  storeCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,10}$/, '매장 코드가 올바르지 않아요.'))),
  /** The membership the member chose when the store system found several. */
  storeMemberId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,60}$/, '선택하신 매장 멤버십이 올바르지 않아요.'))),
})
export const duplicatedParam = obj({ id: loginIdSchema })
