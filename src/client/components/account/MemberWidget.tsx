import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useDialog } from '~/client/components/Dialogs'
import { postToApp, useAppBridge } from '~/client/hooks/useAppBridge'
import { useMember } from '~/client/hooks/useMember'
import { MEMBER_HOME, STORE_BLOCK_MESSAGE, STORE_HOME } from '~/shared/route-guards'

/**
 * Header account link (로그인 / 마이) plus two page-wide duties: the ROLE_STORE block message when a store
 * owner was sent to /main?blocked=1 — by the edge (full page load) or the router's beforeLoad (client-side
 * navigation), both from src/shared/route-guards.ts — (warning dialog → home page, app notified), and route
 * changes reported to the app webview.
 */
export function MemberWidget() {
  const path = useLocation({ select: (l) => l.pathname })
  const { member, loading } = useMember()
  const dialog = useDialog()
  useAppBridge(path, loading ? undefined : member)
  const navigate = useNavigate()
  // Read from the router's location (not window.location): a client-side redirect to /main?blocked=1 from
  // /main itself changes only the search, and must show the dialog again.
  const blocked = useLocation({ select: (l) => l.pathname === '/main' && new URLSearchParams(l.searchStr).get('blocked') === '1' })
  const shown = useRef(false)
  useEffect(() => {
    if (!blocked || shown.current) return
    shown.current = true
    void (async () => {
      await dialog.warn(STORE_BLOCK_MESSAGE)
      postToApp({ type: 'STORE_BLOCKED', message: STORE_BLOCK_MESSAGE })
      await navigate({ href: '/main', replace: true })
      shown.current = false
    })()
  }, [blocked, dialog, navigate])
  if (loading) return <span className="hidden h-5 w-12 rounded skeleton md:inline-block" aria-hidden="true" />
  const cls = 'hidden px-2 text-sm font-semibold text-gray-700 hover:text-brand-700 md:block'
  if (member)
    return (
      <Link to={member.authRole === 'ROLE_STORE' ? STORE_HOME : MEMBER_HOME} className={cls} data-testid="member-widget">
        마이
      </Link>
    )
  // Back to this page after signing in (the sign-in page keeps only a same-origin path: safeReturnPath).
  return (
    <Link to="/account/signin" search={{ returnUrl: path }} className={cls} data-testid="member-widget">
      로그인
    </Link>
  )
}
