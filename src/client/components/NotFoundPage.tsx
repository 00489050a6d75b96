import { Link, useLocation } from '@tanstack/react-router'
import { btn } from './ui/classes'

/** One meaning of not-found all the way down: 'Page Not Found: {path}' with HTTP 404. */
export function NotFoundPage() {
  const location = useLocation()
  const path = location.href || location.pathname
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center" aria-labelledby="nf-title">
      <p className="text-5xl font-bold text-brand-600">404</p>
      <h1 id="nf-title" className="mt-4 text-lg font-semibold break-all">
        Page Not Found: {path}
      </h1>
      <p className="mt-3 text-sm text-gray-600">요청하신 페이지를 찾을 수 없습니다. 주소가 바뀌었거나 삭제된 페이지일 수 있어요.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/main" className={btn.primary}>
          홈으로 가기
        </Link>
        <Link to="/search" className={btn.secondary}>
          상품 검색
        </Link>
      </div>
    </section>
  )
}
