import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { STORE_BLOCK_MESSAGE } from '~/shared/route-guards'
import { useDialog } from '../Dialogs'
import { btn } from '../ui'

/** Store owners (ROLE_STORE) may not book visits: '가맹점 회원은 이용할 수 없습니다.', then the home page. */
export function StoreOwnerBlocked() {
  const dialog = useDialog()
  useEffect(() => {
    void dialog.warn(STORE_BLOCK_MESSAGE).then(() => {
      window.location.assign('/main')
    })
  }, [dialog])
  return (
    <section className="mx-auto max-w-lg px-6 py-20 text-center" aria-live="polite">
      <h1 className="text-lg font-bold">{STORE_BLOCK_MESSAGE}</h1>
      <p className="mt-2 text-sm text-gray-500">방문 예약은 일반 회원과 비회원만 이용할 수 있어요.</p>
      <Link to="/main" className={`${btn.primary} mt-6`}>
        홈으로 가기
      </Link>
    </section>
  )
}

export function SignInRequired({ returnTo, guestHref }: { returnTo: string; guestHref?: string }) {
  return (
    <section className="mx-auto max-w-lg px-6 py-16 text-center">
      <h1 className="text-lg font-bold">로그인이 필요한 서비스입니다</h1>
      <p className="mt-2 text-sm text-gray-500">회원으로 로그인하시면 예약 내역을 한곳에서 확인하고 변경할 수 있어요.</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/account/signin" search={{ returnUrl: returnTo }} className={btn.primary}>
          로그인하기
        </Link>
        {guestHref ? (
          <a href={guestHref} className={btn.secondary}>
            비회원으로 예약하기
          </a>
        ) : null}
      </div>
    </section>
  )
}
