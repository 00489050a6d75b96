import { redirect } from '@tanstack/react-router'
import { homeFor } from '~/shared/admin/sections'
import type { OperatorMeAnswer } from '~/shared/api/admin-types'
import { consoleCall } from './api'

/**
 * The console pages' gate (beforeLoad of src/routes/admin/route.tsx, loaded on demand so the shop's entry chunk
 * never carries it): asks the API who is signed in and whether this page's section is within the operator's
 * roles (the API logs a refusal). No operator session → the sign-in page, with the way back.
 */
export async function consoleGate(location: { pathname: string; href: string }): Promise<{ operator: OperatorMeAnswer | null }> {
  const isLogin = location.pathname.replace(/\/$/, '') === '/admin/login'
  const r = await consoleCall<OperatorMeAnswer>('/me', { query: { page: location.pathname.replace(/\/$/, '') || '/admin' } })
  if (r.ok) {
    if (isLogin) throw redirect({ href: homeFor(r.data.roles) })
    return { operator: r.data }
  }
  if (isLogin) return { operator: null }
  if (r.status === 401 || r.status === 403) throw redirect({ href: `/admin/login?returnUrl=${encodeURIComponent(location.href)}` })
  throw new Error(r.error.errors[0]?.reason ?? '콘솔을 열지 못했습니다.')
}
