import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { btn, inkSafeBackground } from '~/client/components/ui'
import { GoodsGrid } from '~/client/components/GoodsCard'
import type { PromotionDetailAnswer } from '~/shared/api/content-types'
import { displayDate } from '~/shared/format'

/** One campaign page for every promotion: hero, period, its own copy, its goods and a share button. */
export function CampaignPage({ data }: { data: PromotionDetailAnswer }) {
  const [copied, setCopied] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  useCountdown(body, data.endDate)
  const share = async () => {
    const url = window.location.href
    try {
      if (navigator.share) await navigator.share({ title: data.title, text: data.subtitle, url })
      else {
        await navigator.clipboard.writeText(url)
        setCopied(true)
      }
    } catch {
      // the shopper closed the share sheet
    }
  }
  return (
    <article className="pb-16">
      {data.preview ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
          미리보기입니다. 게시 전 내용이며 검색엔진에 노출되지 않아요.
        </p>
      ) : null}
      <header className="text-white" style={{ backgroundColor: inkSafeBackground(data.themeColor) }}>
        <div className="mx-auto max-w-6xl md:grid md:grid-cols-2 md:items-center md:gap-8 md:px-4 md:py-8">
          <picture>
            <source media="(min-width: 768px)" srcSet={data.imgSrc} />
            <img
              src={data.mobileImgSrc || data.imgSrc}
              alt=""
              width={780}
              height={780}
              fetchPriority="high"
              className="aspect-square w-full object-cover md:aspect-[2/1] md:rounded-2xl"
            />
          </picture>
          <div className="px-4 py-6 md:px-0">
            {data.status !== 'ongoing' ? (
              <p className="mb-2 inline-block rounded bg-black/30 px-2 py-0.5 text-xs font-bold">
                {data.status === 'ended' ? '종료된 기획전' : '오픈 예정'}
              </p>
            ) : null}
            <h1 className="text-2xl font-extrabold leading-snug md:text-3xl">{data.title}</h1>
            <p className="mt-2 text-[15px]">{data.subtitle}</p>
            <p className="mt-3 text-sm">
              기간 {displayDate(data.startDate)} ~ {displayDate(data.endDate)}
            </p>
            {data.dcRate ? <p className="mt-3 text-3xl font-black">최대 {data.dcRate}% 할인</p> : null}
            <button
              type="button"
              onClick={() => void share()}
              className="mt-4 rounded-full bg-black/25 px-4 py-2 text-sm font-semibold ring-1 ring-white/70 hover:bg-black/35"
            >
              {copied ? '링크를 복사했어요' : '공유하기'}
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4">
        {data.description ? <p className="mt-6 text-[15px] font-semibold text-gray-800">{data.description}</p> : null}
        {data.contentHtml ? (
          <div
            ref={body}
            className="campaign-body mt-3 space-y-3 text-[15px] leading-relaxed text-gray-700"
            dangerouslySetInnerHTML={{ __html: data.contentHtml }}
          />
        ) : null}
        {data.keywords ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="태그">
            {data.keywords.split(',').map((k) => (
              <li key={k}>
                <Link to="/search" search={{ searchWord: k.trim() }} className="rounded-full bg-gray-100 px-3 py-1 text-xs text-gray-700">
                  #{k.trim()}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <h2 className="mb-4 mt-10 text-lg font-bold">기획전 상품 {data.goods.length}개</h2>
        {data.goods.length ? (
          <GoodsGrid goods={data.goods} eagerCount={2} />
        ) : (
          <p className="text-sm text-gray-500">상품을 준비하고 있어요.</p>
        )}
        <div className="mt-10 text-center">
          <Link to="/promotion" className={btn.secondary}>
            다른 기획전 보기
          </Link>
        </div>
      </div>
    </article>
  )
}

/**
 * The editor's countdown blocks (`<p class="campaign-countdown">`, issue 27): their saved text names the end time
 * (what a crawler or a page without scripts reads); in the browser it becomes the time left, every second.
 */
function useCountdown(ref: React.RefObject<HTMLDivElement | null>, endIso: string) {
  useEffect(() => {
    const nodes = ref.current ? [...ref.current.querySelectorAll<HTMLElement>('.campaign-countdown')] : []
    if (!nodes.length) return
    const tick = () => {
      const left = Math.max(0, Date.parse(endIso) - Date.now())
      const d = Math.floor(left / 86_400_000)
      const hms = new Date(left).toISOString().slice(11, 19)
      const text = left ? `종료까지 ${d ? `${d}일 ` : ''}${hms} 남았어요` : '기획전이 종료되었어요'
      for (const n of nodes) n.textContent = text
    }
    tick()
    const id = window.setInterval(tick, 1000)
    return () => window.clearInterval(id)
  }, [ref, endIso])
}
