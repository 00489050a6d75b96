import { useId } from 'react'

export interface ConsentState {
  terms: boolean
  privacy: boolean
  membership: boolean
  location: boolean
  marketing: { app: boolean; sms: boolean; email: boolean; kakao: boolean }
}
export const EMPTY_CONSENTS: ConsentState = {
  terms: false,
  privacy: false,
  membership: false,
  location: false,
  marketing: { app: false, sms: false, email: false, kakao: false },
}

const REQUIRED = [
  ['terms', '다비치마켓 이용약관 동의', '/terms/service'],
  ['privacy', '개인정보 수집 및 이용 동의', '/terms/privacypolicy'],
  ['membership', '다비치 멤버십 약관 동의', '/terms/membership'],
] as const
const CHANNELS = [
  ['app', '앱 푸시'],
  ['sms', '문자'],
  ['email', '이메일'],
  ['kakao', '카카오톡'],
] as const

/** Marketing consent per channel as a fieldset of its own (editing the account, coming back from dormancy). */
export function MarketingFieldset({
  legend,
  value,
  onChange,
}: {
  legend: string
  value: ConsentState['marketing']
  onChange: (v: ConsentState['marketing']) => void
}) {
  return (
    <fieldset className="rounded-2xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {CHANNELS.map(([k, label]) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-600"
              checked={value[k]}
              onChange={(e) => onChange({ ...value, [k]: e.target.checked })}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Terms consents: every item marked 필수 or 선택, one "agree to all", marketing per channel. */
export function Consents({ value, onChange, error }: { value: ConsentState; onChange: (v: ConsentState) => void; error?: string | null }) {
  const id = useId()
  const all = value.terms && value.privacy && value.membership && value.location && Object.values(value.marketing).every(Boolean)
  const setAll = (on: boolean) =>
    onChange({ terms: on, privacy: on, membership: on, location: on, marketing: { app: on, sms: on, email: on, kakao: on } })
  const box = 'h-5 w-5 shrink-0 accent-brand-600'
  return (
    <fieldset className="rounded-2xl border border-gray-200 p-4" aria-describedby={error ? `${id}-err` : undefined}>
      <legend className="px-1 text-sm font-semibold text-gray-800">약관 동의</legend>
      <label className="flex items-center gap-3 border-b border-gray-100 pb-3 text-[15px] font-bold">
        <input type="checkbox" className={box} checked={all} onChange={(e) => setAll(e.target.checked)} />
        전체 동의하기
      </label>
      <ul className="mt-3 space-y-3 text-sm">
        {REQUIRED.map(([key, label, href]) => (
          <li key={key} className="flex items-center gap-3">
            <input
              id={`${id}-${key}`}
              type="checkbox"
              className={box}
              checked={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
            />
            <label htmlFor={`${id}-${key}`} className="flex-1">
              <span className="mr-1 font-semibold text-brand-700">[필수]</span>
              {label}
            </label>
            {/* <a>, not <Link>: the terms open in a new tab (a full page load there), the form here keeps its state. */}
            <a href={href} target="_blank" rel="noreferrer" className="text-xs text-gray-500 underline">
              보기
            </a>
          </li>
        ))}
        <li className="flex items-center gap-3">
          <input
            id={`${id}-location`}
            type="checkbox"
            className={box}
            checked={value.location}
            onChange={(e) => onChange({ ...value, location: e.target.checked })}
          />
          <label htmlFor={`${id}-location`} className="flex-1">
            <span className="mr-1 text-gray-500">[선택]</span>위치기반 서비스 이용약관 동의
          </label>
          <a href="/terms/locationinfo" target="_blank" rel="noreferrer" className="text-xs text-gray-500 underline">
            보기
          </a>
        </li>
        <li>
          <p className="flex items-center gap-3">
            <span className="w-5" aria-hidden="true" />
            <span>
              <span className="mr-1 text-gray-500">[선택]</span>마케팅 정보 수신 동의
            </span>
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 pl-8" role="group" aria-label="마케팅 정보 수신 채널">
            {CHANNELS.map(([k, label]) => (
              <label key={k} className="flex items-center gap-1.5 text-gray-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={value.marketing[k]}
                  onChange={(e) => onChange({ ...value, marketing: { ...value.marketing, [k]: e.target.checked } })}
                />
                {label}
              </label>
            ))}
          </div>
        </li>
      </ul>
      <p id={`${id}-err`} role="alert" className="mt-3 text-xs font-medium text-accent empty:hidden">
        {error ?? ''}
      </p>
    </fieldset>
  )
}

export const consentsMissing = (c: ConsentState) =>
  !c.terms
    ? '이용약관에 동의해 주세요.'
    : !c.privacy
      ? '개인정보 수집 및 이용에 동의해 주세요.'
      : !c.membership
        ? '멤버십 약관에 동의해 주세요.'
        : null
