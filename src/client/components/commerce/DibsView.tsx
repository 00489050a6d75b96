import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { dibsQueries } from '../../queries/dibs'
import { EmptyState, ErrorState, btn } from '~/client/components/ui'
import { GoodsCard, GoodsGridSkeleton } from '../GoodsCard'
import { useDibsToggle } from './useDibsToggle'

export function DibsView() {
  const q = useQuery(dibsQueries.list())
  const onDibs = useDibsToggle()
  if (q.isPending) return <GoodsGridSkeleton count={8} />
  if (q.isError)
    return (
      <ErrorState
        title="찜한 상품을 불러오지 못했어요."
        action={
          <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  if (!q.data.goods.length) {
    return (
      <EmptyState
        title="찜한 상품이 없어요."
        action={
          <Link to="/main" className={btn.primary}>
            상품 둘러보기
          </Link>
        }
      >
        상품의 하트를 누르면 여기에 모아 둘 수 있어요.
      </EmptyState>
    )
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-600">총 {q.data.total}개</p>
      <div className="grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4">
        {q.data.goods.map((g) => (
          <GoodsCard key={g.id} goods={g} onDibs={onDibs} />
        ))}
      </div>
    </>
  )
}
