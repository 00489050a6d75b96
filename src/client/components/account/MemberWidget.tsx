import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useDialog } from '~/client/components/Dialogs'
import { IconUser } from '~/client/components/icons'
import { postToApp, useAppBridge } from '~/client/hooks/useAppBridge'
import { useMember } from '~/client/hooks/useMember'
import { MEMBER_HOME, STORE_BLOCK_MESSAGE, STORE_HOME } from '~/shared/route-guards'

/**
 * Header account link (로그인 / 마이페이지, with the person icon) plus two page-wide duties: the ROLE_STORE block message when a store
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
  if (loading) return <span className="hidden h-5 w-20 rounded skeleton md:inline-block" aria-hidden="true" />
  // Desktop only (phones have the tab bar's 마이): one link, the person icon with its words. The edge writes a
  // member's words into the shared shell's [data-member-label] (src/server/edge/page-cache.ts).
  const cls = 'hidden items-center gap-1 px-2 py-2 text-sm font-semibold text-gray-700 hover:text-brand-700 md:flex'
  const icon = <IconUser width={20} height={20} aria-hidden="true" />
  if (member)
    return (
      <Link to={member.authRole === 'ROLE_STORE' ? STORE_HOME : MEMBER_HOME} className={cls} data-testid="member-widget">
        {icon}
        <span data-member-label="">마이페이지</span>
      </Link>
    )
  // Back to this page after signing in (the sign-in page keeps only a same-origin path: safeReturnPath).
  return (
    <Link to="/account/signin" search={{ returnUrl: path }} className={cls} data-testid="member-widget">
      {icon}
      <span data-member-label="">로그인</span>
    </Link>
  )
}
