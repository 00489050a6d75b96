import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { memberQueries } from '../../queries/member'
import { EmptyState, ListSkeleton, btn } from '~/client/components/ui'

/**
 * Shows children to members; guests (when the edge guard has not already redirected) get a sign-in link in place.
 * `store`: a store-owner page (/mypagestore/*) — the card asks for the store owner's account (members never get
 * here: the guard table sends them to /mypage).
 */
export function MemberGate({ returnTo, children, store = false }: { returnTo: string; children: ReactNode; store?: boolean }) {
  const m = useQuery(memberQueries.info())
  if (m.isPending) return <ListSkeleton rows={2} media />
  if (!m.data) {
    return store ? (
      <EmptyState
        title="가맹점 로그인이 필요한 메뉴예요."
        action={
          <Link className={btn.primary} to="/account/signin" search={{ returnUrl: returnTo }}>
            가맹점 로그인
          </Link>
        }
      >
        가맹점주 계정으로 로그인하시면 우리 매장의 주문·예약과 고객 기록을 확인하실 수 있어요.
      </EmptyState>
    ) : (
      <EmptyState
        title="로그인이 필요한 메뉴예요."
        action={
          <Link className={btn.primary} to="/account/signin" search={{ returnUrl: returnTo }}>
            로그인하기
          </Link>
        }
      >
        로그인하시면 주문·배송 내역을 확인하실 수 있어요.
      </EmptyState>
    )
  }
  return <>{children}</>
}

export function MypageSection({ children }: { children: ReactNode }) {
  return <div className="px-4 py-6 md:px-0">{children}</div>
}
