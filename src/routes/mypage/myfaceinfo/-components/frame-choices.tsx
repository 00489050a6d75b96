import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { chipClass } from '~/client/components/ui'
import { dibsQueries } from '~/client/queries/dibs'
import { faceQueries } from '~/client/queries/face'

export interface FrameChoice {
  id: string
  name: string
  from: '찜' | '추천' | '이 상품'
}

/** The frames a fitting page offers: the member's wished frames and sunglasses, then the recommendation's picks. */
export function useFrameChoices() {
  const wished = useQuery(dibsQueries.list(1, 40))
  const picks = useQuery(faceQueries.recommend())
  const choices: FrameChoice[] = []
  for (const g of wished.data?.goods ?? [])
    if (g.goodsTypeCd === '01' || g.goodsTypeCd === '02') choices.push({ id: g.id, name: g.productName, from: '찜' })
  for (const f of picks.data?.frames ?? [])
    if (!choices.some((c) => c.id === f.goodsNo)) choices.push({ id: f.goodsNo, name: f.goodsNm, from: '추천' })
  return {
    choices,
    pending: wished.isPending || picks.isPending,
    failed: wished.isError && picks.isError,
    retry: () => void (wished.refetch(), picks.refetch()),
  }
}

/** The frames as a row of chips (scrolling sideways on a phone), or the way to the frames when there are none. */
export function FrameChips({
  choices,
  current,
  onPick,
  label,
  empty,
}: {
  choices: FrameChoice[]
  current: string | undefined
  onPick: (id: string) => void
  label: string
  empty: string
}) {
  if (!choices.length)
    return (
      <p className="rounded-2xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
        {empty}{' '}
        <Link to="/products" search={{ category: '01' }} className="font-semibold text-brand-700 underline">
          안경테 둘러보기
        </Link>
      </p>
    )
  return (
    <div role="group" aria-label={label} className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4">
      {choices.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-pressed={c.id === current}
          className={`${chipClass(c.id === current)} shrink-0`}
          onClick={() => onPick(c.id)}
        >
          <span className="mr-1 text-xs">{c.from}</span>
          {c.name}
        </button>
      ))}
    </div>
  )
}
