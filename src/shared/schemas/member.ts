import * as v from 'valibot'

export const loginIdSchema = v.pipe(
  v.string('아이디를 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('아이디를 입력해 주세요.'),
  v.maxLength(50, '아이디는 50자 이내로 입력해 주세요.'),
)

const passwordInput = v.pipe(
  v.string('비밀번호를 입력해 주세요.'),
  v.nonEmpty('비밀번호를 입력해 주세요.'),
  v.maxLength(64, '비밀번호는 64자 이내로 입력해 주세요.'),
)

/** POST /v1/front/member/login/normal and /login/native: loginId or userId, plus password (spec §7). */
export const loginBody = v.pipe(
  v.object({
    loginId: v.optional(loginIdSchema),
    userId: v.optional(loginIdSchema),
    password: passwordInput,
  }),
  v.check((b) => !!(b.loginId || b.userId), '아이디를 입력해 주세요.'),
  v.transform((b) => ({ loginId: (b.loginId || b.userId) as string, password: b.password })),
)
export type LoginBody = v.InferOutput<typeof loginBody>
