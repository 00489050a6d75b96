import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useDialog } from '~/client/components/Dialogs'
import { postToApp, useAppBridge } from '~/client/hooks/useAppBridge'
import { useMember } from '~/client/hooks/useMember'

export const STORE_BLOCKED_MESSAGE = '가맹점 회원은 이용할 수 없습니다.'

/**
 * Header account link (로그인 / 마이) plus two page-wide duties: the ROLE_STORE block message when the
 * edge sent a store owner to /main?blocked=1 (warning dialog → home page, app notified), and route
 * changes reported to the app webview.
 */
export function MemberWidget() {
  const path = useLocation({ select: (l) => l.pathname })
  const { member, loading } = useMember()
  const dialog = useDialog()
  useAppBridge(path)
  const shown = useRef(false)
  useEffect(() => {
    const q = new URLSearchParams(window.location.search)
    if (q.get('blocked') !== '1' || shown.current) return
    shown.current = true
    void (async () => {
      await dialog.warn(STORE_BLOCKED_MESSAGE)
      postToApp({ type: 'STORE_BLOCKED', message: STORE_BLOCKED_MESSAGE })
      window.history.replaceState(null, '', '/main')
    })()
  }, [dialog, path])
  if (loading) return <span className="hidden h-5 w-12 rounded skeleton md:inline-block" aria-hidden="true" />
  const href = member ? (member.authRole === 'ROLE_STORE' ? '/mypagestore' : '/mypage') : `/account/signin?returnUrl=${encodeURIComponent(path)}`
  return (
    <a href={href} className="hidden px-2 text-sm font-semibold text-gray-700 hover:text-brand-700 md:block" data-testid="member-widget">
      {member ? '마이' : '로그인'}
    </a>
  )
}
