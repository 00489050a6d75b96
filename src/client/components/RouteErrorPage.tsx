import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { claimReload, isChunkLoadError } from '../reload-guard'
import { btn } from './ui/classes'

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const chunk = isChunkLoadError(error)
  useEffect(() => {
    if (!chunk) return
    const target = router.state.location.href
    if (claimReload(target, sessionStorage)) window.location.assign(target)
  }, [chunk, router])
  if (chunk) {
    return (
      <section className="px-6 py-20 text-center" role="status">
        <p className="text-sm text-gray-600">새 버전을 불러오는 중입니다…</p>
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-lg px-6 py-20 text-center" role="alert">
      <h1 className="text-lg font-semibold">페이지를 불러오지 못했습니다.</h1>
      <p className="mt-3 text-sm text-gray-600">일시적인 오류일 수 있어요. 잠시 후 다시 시도해 주세요.</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          className={btn.primary}
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          다시 시도
        </button>
        <Link to="/main" className={btn.secondary}>
          홈으로 가기
        </Link>
      </div>
    </section>
  )
}
