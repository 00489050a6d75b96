import { Link, useRouteContext } from '@tanstack/react-router'
import { CONSOLE_SECTIONS, mayUse, ROLE_LABELS } from '~/shared/admin/sections'

/** The desks of the operator's roles; a desk whose pages come with a later issue says so instead of linking nowhere. */
export function ConsoleHome() {
  const { operator } = useRouteContext({ from: '/admin' })
  if (!operator) return null
  const desks = CONSOLE_SECTIONS.filter((s) => Array.isArray(s.roles) && s.menu && mayUse(s, operator.roles))
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-xl font-bold">안녕하세요, {operator.name}님</h1>
      <p className="mt-1 text-sm text-gray-600">
        권한: {operator.roles.map((r) => ROLE_LABELS[r]).join(', ')} · 개인정보 열람과 모든 처리는 접근 기록에 남습니다.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {desks.map((d) => (
          <li key={d.key} className="rounded-xl border border-gray-200 bg-white p-5">
            <h2 className="text-base font-bold">{d.label}</h2>
            {d.menu!.length ? (
              <ul className="mt-3 space-y-1">
                {d.menu!.map(([href, label]) => (
                  <li key={href}>
                    <Link to={href} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                      {label} →
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-gray-600">
                <span className="mr-1 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold">준비 중</span>이 데스크의 화면은 다음
                작업(상품·마케팅 데스크)에서 열립니다.
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
