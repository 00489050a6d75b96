import { Link, Outlet, useLocation, useRouteContext, useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'

import { btn } from '~/client/components/ui'
import { menuFor, ROLE_LABELS } from '~/shared/admin/sections'
import { consoleCall } from './api'
import { consoleQueries } from './queries'

/** Console marker: `npm run size` checks that no shop page's scripts contain it (scripts/size.mjs). */
export const CONSOLE_MARK = 'davich-console-frame'

/**
 * The console's frame (layout route /admin): header with the operator and sign-out, the menu of the operator's
 * roles (one table: src/shared/admin/sections.ts), and the page — or the Korean reason when the page's section is
 * outside those roles. Desktop first (side menu ≥ 1024 px); at 768 px the menu becomes a row above the page.
 */
export function ConsoleFrame() {
  const { operator } = useRouteContext({ from: '/admin' })
  const { pathname } = useLocation()
  const router = useRouter()
  const queryClient = useQueryClient()
  if (!operator)
    return (
      <main id="main" data-console={CONSOLE_MARK} className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10">
        <Outlet />
      </main>
    )
  const groups = menuFor(operator.roles)
  const signOut = async () => {
    await consoleCall('/me/logout', { method: 'POST' })
    queryClient.removeQueries({ queryKey: consoleQueries.all })
    await router.navigate({ to: '/admin/login' })
  }
  // The menu entry of this page: the longest href that is the path or a parent of it (/admin/goods/new is 상품 등록, not 상품 관리 too).
  const under = (href: string) => pathname === href || pathname.startsWith(`${href}/`)
  const active = groups
    .flatMap((g) => g.menu!.map(([href]) => href))
    .filter(under)
    .sort((a, b) => b.length - a.length)[0]
  const current = (href: string) => href === active
  return (
    <>
      <div data-console={CONSOLE_MARK} className="min-h-dvh bg-gray-50 text-gray-900">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
          본문 바로가기
        </a>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-4 border-b border-gray-200 bg-white px-4 lg:px-6">
          <Link to="/admin" className="text-base font-bold text-brand-700">
            다비치 본사 콘솔
          </Link>
          <span className="ml-auto text-sm text-gray-700">
            <strong className="font-semibold">{operator.name}</strong> ({operator.loginId}) ·{' '}
            {operator.roles.map((r) => ROLE_LABELS[r]).join(', ')}
          </span>
          <button type="button" className={btn.small} onClick={signOut}>
            로그아웃
          </button>
        </header>
        <div className="lg:grid lg:grid-cols-[220px_1fr]">
          <nav
            aria-label="콘솔 메뉴"
            className="border-b border-gray-200 bg-white lg:min-h-[calc(100dvh-3.5rem)] lg:border-r lg:border-b-0"
          >
            <ul className="flex gap-1 overflow-x-auto px-3 py-2 lg:block lg:space-y-4 lg:px-3 lg:py-4">
              <li>
                <Link
                  to="/admin"
                  activeOptions={{ exact: true }}
                  aria-current={pathname === '/admin' || pathname === '/admin/' ? 'page' : undefined}
                  className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm text-gray-700 hover:bg-gray-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                >
                  홈
                </Link>
              </li>
              {groups.map((g) => (
                <li key={g.key} className="flex gap-1 lg:block">
                  <p className="hidden px-3 pb-1 text-xs font-semibold text-gray-500 lg:block">{g.label}</p>
                  <ul className="flex gap-1 lg:block lg:space-y-0.5">
                    {g.menu!.map(([href, label]) => (
                      <li key={href}>
                        <Link
                          to={href}
                          activeOptions={{ exact: true }}
                          aria-current={current(href) ? 'page' : undefined}
                          className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm text-gray-700 hover:bg-gray-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                        >
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="min-w-0 px-4 py-5 lg:px-8 lg:py-6">
            {operator.page.allowed ? (
              <Outlet />
            ) : (
              <section role="alert" className="mx-auto mt-10 max-w-lg rounded-2xl border border-gray-200 bg-white p-6 text-center">
                <h1 className="text-lg font-bold">접근 권한이 없습니다 (403)</h1>
                <p className="mt-2 text-sm text-gray-700">{operator.page.reason}</p>
                <p className="mt-1 text-xs text-gray-500">
                  이 시도는 접근 기록에 남았습니다. 권한이 필요하면 최고 관리자에게 요청해 주세요.
                </p>
                <Link to="/admin" className={`${btn.secondary} mt-4`}>
                  콘솔 홈으로
                </Link>
              </section>
            )}
          </main>
        </div>
      </div>
    </>
  )
}

export function ConsolePending() {
  return (
    <div data-console={CONSOLE_MARK} className="min-h-dvh bg-gray-50 p-8" aria-busy="true">
      <div className="skeleton h-8 w-64 rounded" />
      <div className="skeleton mt-6 h-64 w-full rounded-xl" />
      <span className="sr-only">콘솔을 불러오는 중입니다.</span>
    </div>
  )
}
