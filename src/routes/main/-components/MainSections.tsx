import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { GoodsCard, GoodsGrid, GoodsGridSkeleton } from '~/client/components/GoodsCard'
import { mainQueries } from '~/client/queries/main'
import { useMember } from '~/client/hooks/useMember'
import type { CardGoods as Goods, MainSectionsData } from '~/shared/main-page'
import { displayDate } from '~/shared/calendar'
import { formatNumber } from '~/shared/text'
import { Section } from './Section'

/** A horizontal rail on phones, a grid on desktop. */
function Rail({ goods, label }: { goods: Goods[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 md:mx-0 md:grid md:grid-cols-5 md:overflow-visible md:px-0"
    >
      {goods.map((g) => (
        <li key={g.id} className="w-[42%] shrink-0 snap-start md:w-auto md:[&:nth-child(n+6)]:hidden">
          <GoodsCard goods={g} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The AI row: the cached page carries the guests' row (best sellers with MD picks); a signed-in member's own row
 * (face, eyes, views, wishes, purchases) is read after the page is on screen and replaces it — the first render
 * is the server's, so hydration keeps the cached HTML as it is. Every card says why it is there.
 */
function AiGoods({ goodsType, guestGoods }: { goodsType: string; guestGoods: Goods[] }) {
  const { member } = useMember()
  const mine = useQuery({ ...mainQueries.recommend(goodsType), enabled: !!member && member.authRole === 'ROLE_USER' })
  const personal = mine.data?.personalized ? mine.data.goods : null
  const goods = mine.data?.goods.length ? mine.data.goods : guestGoods
  if (!goods.length) return null
  return (
    <Section title={personal ? '회원님을 위한 AI 추천' : 'AI가 추천하는 상품'} id="sec-ai">
      <div data-testid="ai-goods" data-source={mine.data ? 'member' : 'guest'} data-personalized={personal ? 'true' : 'false'}>
        <Rail goods={goods.slice(0, 10)} label="AI 추천 상품" />
      </div>
    </Section>
  )
}

export function MainSections({ goodsType }: { goodsType: string }) {
  const { data } = useSuspenseQuery(mainQueries.page(goodsType))
  return (
    <>
      {data.timedealGoods.length ? (
        <Section title="오늘의 타임딜" id="sec-timedeal">
          <p className="-mt-2 mb-3 text-sm text-gray-500">시간이 지나면 원래 가격으로 돌아가요.</p>
          <Rail goods={data.timedealGoods.slice(0, 10)} label="타임딜 상품" />
        </Section>
      ) : null}
      <AiGoods goodsType={goodsType} guestGoods={data.aiGoods} />
      {data.mdPickGoods.length ? (
        <Section title="MD가 고른 상품" id="sec-md" more={{ href: `/products?category=${goodsType}&sort=popular` }}>
          <GoodsGrid goods={data.mdPickGoods.slice(0, 10)} />
        </Section>
      ) : null}
      <KeywordGoods goodsType={goodsType} initial={data.keywordGoods} />
      {data.exhibitions.length ? (
        <Section title="기획전" id="sec-exhibition" more={{ href: '/promotion' }}>
          <ul className="grid gap-3 md:grid-cols-3">
            {data.exhibitions.slice(0, 6).map((e) => (
              <li key={e.id}>
                <Link
                  to="/promotion/$id"
                  params={{ id: e.slug ?? String(e.id) }}
                  className="block overflow-hidden rounded-xl border border-gray-100"
                >
                  <img src={e.imgSrc} alt="" width={780} height={390} loading="lazy" className="aspect-[2/1] w-full object-cover" />
                  <div className="p-3">
                    <p className="font-bold">{e.title}</p>
                    <p className="mt-0.5 truncate text-sm text-gray-500">{e.subtitle}</p>
                    <p className="mt-1 text-xs text-gray-500">
                      {displayDate(e.startDate)} ~ {displayDate(e.endDate)}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <AgeRankings data={data.ageGoods} />
      {data.collection.length ? (
        <Section title="컬렉션" id="sec-collection" more={{ href: '/collection' }}>
          <ul className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 md:mx-0 md:grid md:grid-cols-3 md:px-0">
            {data.collection.slice(0, 6).map((c) => (
              <li key={c.id} className="w-[78%] shrink-0 snap-start md:w-auto">
                <Link to="/collection/$id" params={{ id: String(c.id) }} className="block">
                  <img
                    src={c.imgSrc}
                    alt=""
                    width={600}
                    height={400}
                    loading="lazy"
                    className="aspect-[3/2] w-full rounded-xl object-cover"
                  />
                  <p className="mt-2 font-bold">{c.title}</p>
                  <p className="truncate text-sm text-gray-500">{c.subtitle}</p>
                </Link>
                <div className="mt-2 grid grid-cols-4 gap-1.5">
                  {c.goods.slice(0, 4).map((g) => (
                    <Link key={g.id} to="/products/$id" params={{ id: g.id }} aria-label={g.productName}>
                      <img
                        src={g.imgSrc}
                        alt=""
                        width={120}
                        height={120}
                        loading="lazy"
                        className="aspect-square w-full rounded-lg bg-gray-50 object-cover"
                      />
                    </Link>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="새로 나온 상품" id="sec-new" more={{ href: `/products?category=${goodsType}&sort=new` }}>
        <GoodsGrid goods={data.newGoods.slice(0, 10)} />
      </Section>
      {data.styleVotes.length ? <StyleVotes votes={data.styleVotes} /> : null}
      {data.notices.length ? (
        <Section title="공지사항" id="sec-notice" more={{ href: '/customercenter/notice' }}>
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-100">
            {data.notices.map((n) => (
              <li key={n.noticeNo}>
                <Link
                  to="/customercenter/notice/$id"
                  params={{ id: String(n.noticeNo) }}
                  className="flex items-center gap-2 px-4 py-3 text-sm"
                >
                  {n.importantYn === 'Y' ? (
                    // The kit's importantMark, written out: importing ui/classes here adds a 0.5 KB chunk to /main (npm run size).
                    <span className="shrink-0 rounded bg-accent px-1.5 py-0.5 text-[11px] font-bold text-white">중요</span>
                  ) : null}
                  <span className="flex-1 truncate">{n.title}</span>
                  <span className="shrink-0 text-xs text-gray-500">{displayDate(n.regDate)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}

/** Keyword goods: the first keyword's goods come with the page; another keyword loads its own list. */
function KeywordGoods({ goodsType, initial }: { goodsType: string; initial: MainSectionsData['keywordGoods'] }) {
  const [keywordNo, setKeywordNo] = useState(initial.keywordNo)
  const switched = keywordNo != null && keywordNo !== initial.keywordNo
  const { data, isPending, isError, refetch } = useQuery({ ...mainQueries.keywordGoods(goodsType, keywordNo ?? 0), enabled: switched })
  if (!initial.keywords.length) return null
  const goods = switched ? data?.goods : initial.goods
  return (
    <Section title="키워드로 찾는 상품" id="sec-keyword">
      <div role="tablist" aria-label="키워드" className="scrollbar-none -mx-4 mb-4 flex gap-2 overflow-x-auto px-4">
        {initial.keywords.map((k) => (
          <button
            key={k.keywordNo}
            type="button"
            role="tab"
            aria-selected={k.keywordNo === keywordNo}
            onClick={() => setKeywordNo(k.keywordNo)}
            className={`shrink-0 rounded-full px-3.5 py-1.5 text-sm ${k.keywordNo === keywordNo ? 'bg-brand-600 font-semibold text-white' : 'bg-gray-100 text-gray-700'}`}
          >
            {k.keyword.startsWith('#') ? k.keyword : `#${k.keyword}`}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-live="polite" data-testid="keyword-goods" data-keyword={keywordNo ?? ''}>
        {switched && isPending ? (
          <GoodsGridSkeleton count={5} />
        ) : switched && isError ? (
          <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">
            상품을 불러오지 못했어요.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              다시 시도
            </button>
          </p>
        ) : goods?.length ? (
          <GoodsGrid goods={goods.slice(0, 10)} />
        ) : (
          <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-500">이 키워드의 상품을 준비하고 있어요.</p>
        )}
      </div>
    </Section>
  )
}

function AgeRankings({ data }: { data: MainSectionsData['ageGoods'] }) {
  const [age, setAge] = useState(data.find((a) => a.goods.length)?.ageGroup ?? 20)
  if (!data.some((a) => a.goods.length)) return null
  const current = data.find((a) => a.ageGroup === age) ?? data[0]
  return (
    <Section title="연령대별 인기 상품" id="sec-age">
      <div role="tablist" aria-label="연령대" className="mb-4 grid grid-cols-5 rounded-xl bg-gray-100 p-1">
        {data.map((a) => (
          <button
            key={a.ageGroup}
            type="button"
            role="tab"
            aria-selected={a.ageGroup === age}
            onClick={() => setAge(a.ageGroup)}
            className={`rounded-lg py-2 text-sm ${a.ageGroup === age ? 'bg-white font-bold shadow-sm' : 'text-gray-600'}`}
          >
            {a.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={`${current.label} 인기 상품`}>
        <ol className="grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-5">
          {current.goods.slice(0, 10).map((g, i) => (
            <li key={g.id} className="relative">
              <span className="absolute left-0 top-0 z-10 flex h-7 w-7 items-center justify-center rounded-br-lg rounded-tl-xl bg-gray-900/80 text-sm font-bold text-white">
                {i + 1}
              </span>
              <GoodsCard goods={g} />
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}

function StyleVotes({ votes }: { votes: MainSectionsData['styleVotes'] }) {
  return (
    <Section title="스타일 투표" id="sec-vote" more={{ href: '/styleboard/recommend' }}>
      <ul className="grid gap-4 md:grid-cols-2">
        {votes.slice(0, 2).map((v) => {
          const total = v.options.reduce((a, o) => a + o.voteCount, 0)
          return (
            <li key={v.voteNo} className="rounded-xl border border-gray-100 p-4">
              <p className="font-bold">
                <Link to="/styleboard/recommend/$id" params={{ id: String(v.voteNo) }}>
                  {v.title}
                </Link>
              </p>
              <p className="mt-0.5 text-sm text-gray-500">{v.description}</p>
              <ul className="mt-3 grid grid-cols-2 gap-3">
                {v.options.slice(0, 2).map((o) => (
                  <li key={o.optionNo}>
                    <Link to="/styleboard/recommend/$id" params={{ id: String(v.voteNo) }} className="block">
                      <img
                        src={o.photoUrl ?? o.goods?.imgSrc ?? ''}
                        alt={o.goods?.productName ?? o.label}
                        width={300}
                        height={300}
                        loading="lazy"
                        className="aspect-square w-full rounded-lg bg-gray-50 object-cover"
                      />
                      <p className="mt-1.5 text-sm font-semibold">{o.label}</p>
                      <p className="text-xs text-gray-500">
                        {total ? Math.round((o.voteCount / total) * 100) : 0}% · {formatNumber(o.voteCount)}표
                      </p>
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-gray-500">{displayDate(v.endDate)}까지</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
