import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { useState } from 'react'
import { FormError, SubmitButton } from '~/client/components/ui'
import { AccountCard } from '~/client/components/account/AccountCard'
import { Consents, consentsMissing, EMPTY_CONSENTS } from '~/client/components/account/Consents'
import { SocialButtons } from '~/client/components/account/SocialButtons'
import { go, KEYS, save } from '~/client/components/account/storage'

export const Route = createFileRoute('/account/signup')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '회원가입' },
  component: SignupPage,
})

/** Step 1 of sign-up: consents (필수/선택) and the age question (under 14 → guardian consent later). */
function SignupPage() {
  const [consents, setConsents] = useState(EMPTY_CONSENTS)
  const [under14, setUnder14] = useState<boolean | null>(null)
  const [err, setErr] = useState<string | null>(null)
  function next() {
    const missing = consentsMissing(consents)
    if (missing) return setErr(missing)
    if (under14 === null) return setErr('만 14세 이상인지 선택해 주세요.')
    save(KEYS.consents, { consents, under14 })
    go('/account/regist')
  }
  return (
    <AccountCard title="회원가입" lead="간편하게 가입하고 온라인몰과 매장 혜택을 함께 받아 보세요.">
      <SocialButtons returnUrl="/main" />
      <p className="flex items-center gap-3 text-xs text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        또는 아이디로 가입
      </p>
      <Consents
        value={consents}
        onChange={(c) => {
          setConsents(c)
          setErr(null)
        }}
      />
      <fieldset className="rounded-2xl border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold text-gray-800">
          나이 확인 <span className="text-brand-700">[필수]</span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              [false, '만 14세 이상'],
              [true, '만 14세 미만'],
            ] as const
          ).map(([v, label]) => (
            <label
              key={label}
              className={`flex h-12 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold ${under14 === v ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-700'}`}
            >
              <input
                type="radio"
                name="age"
                className="sr-only"
                checked={under14 === v}
                onChange={() => {
                  setUnder14(v)
                  setErr(null)
                }}
              />
              {label}
            </label>
          ))}
        </div>
        {under14 ? <p className="mt-2 text-xs text-gray-600">만 14세 미만은 법정대리인(보호자)의 동의와 휴대폰 인증이 필요해요.</p> : null}
      </fieldset>
      <FormError message={err} />
      <SubmitButton type="button" onClick={next}>
        동의하고 계속하기
      </SubmitButton>
      <p className="text-center text-sm text-gray-600">
        이미 회원이신가요?{' '}
        <Link to="/account/signin" className="font-semibold text-brand-700 underline">
          로그인
        </Link>
      </p>
    </AccountCard>
  )
}
