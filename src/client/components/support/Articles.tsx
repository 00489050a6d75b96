import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { displayDate } from '~/shared/format'
import { supportQueries } from '../../queries/support'
import { EmptyState, btn } from '~/client/components/ui'
import { ArticleHtml, CcPage } from '~/client/components/support/CcPage'

type Kind = 'magazine' | 'inspection'
const META = {
  magazine: { title: '매거진', lead: '안경과 렌즈를 더 잘 고르고 오래 쓰는 이야기를 전해 드려요.', to: '/customercenter/magazine/$id' },
  inspection: {
    title: '시력검사 안내',
    lead: '다비치안경의 시력검사를 미리 알아보고 편하게 예약하세요.',
    to: '/customercenter/inspection/$id',
  },
} as const

function ReserveBox() {
  return (
    <div className="mt-8 rounded-2xl bg-brand-50 p-5">
      <p className="font-bold text-brand-900">가까운 매장에서 무료 시력검사를 받아 보세요</p>
      <p className="mt-1 text-sm text-brand-800">방문 날짜와 시간을 미리 예약하시면 기다리지 않고 검사받으실 수 있어요.</p>
      <Link to="/davichstore/reservation" className={`${btn.primary} mt-4 w-full md:w-auto`}>
        방문 예약하기
      </Link>
    </div>
  )
}

export function ArticleList({ kind }: { kind: Kind }) {
  const { data } = useSuspenseQuery(kind === 'magazine' ? supportQueries.magazines() : supportQueries.inspections())
  const m = META[kind]
  return (
    <CcPage title={m.title} lead={m.lead}>
      {data.list.length ? (
        <ul className="mt-5 grid gap-6 sm:grid-cols-2">
          {data.list.map((a, i) => (
            <li key={a.id}>
              <Link to={m.to} params={{ id: String(a.id) }} className="block">
                <img
                  src={a.imgSrc}
                  alt=""
                  width={780}
                  height={440}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  className="aspect-[39/22] w-full rounded-xl bg-gray-50 object-cover"
                />
                {a.category ? <p className="mt-3 text-xs font-semibold text-brand-700">{a.category}</p> : null}
                <h2 className={`${a.category ? 'mt-1' : 'mt-3'} font-bold leading-snug text-gray-900`}>{a.title}</h2>
                <p className="mt-1 line-clamp-2 text-sm text-gray-500">{a.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="준비 중인 글이에요">곧 알찬 이야기로 찾아올게요.</EmptyState>
      )}
      {kind === 'inspection' ? <ReserveBox /> : null}
    </CcPage>
  )
}

export function ArticleDetail({ kind, id }: { kind: Kind; id: string }) {
  const { data } = useSuspenseQuery(kind === 'magazine' ? supportQueries.magazine(id) : supportQueries.inspection(id))
  const m = META[kind]
  return (
    <article className="pb-16">
      <p className="text-xs font-semibold text-brand-700">{data.category ?? m.title}</p>
      <h1 className="mt-1 text-xl font-bold leading-snug text-gray-900 md:text-2xl">{data.title}</h1>
      {data.regDttm ? <p className="mt-1 text-xs text-gray-500">{displayDate(data.regDttm)}</p> : null}
      <img
        src={data.imgSrc}
        alt=""
        width={780}
        height={440}
        fetchPriority="high"
        className="mt-4 aspect-[39/22] w-full rounded-xl bg-gray-50 object-cover"
      />
      <p className="mt-5 text-[15px] font-medium text-gray-700">{data.summary}</p>
      <ArticleHtml html={data.contentHtml} />
      {kind === 'inspection' ? <ReserveBox /> : null}
      <div className="mt-8 flex justify-center">
        <Link to={kind === 'magazine' ? '/customercenter/magazine' : '/customercenter/inspection'} className={btn.secondary}>
          목록으로
        </Link>
      </div>
    </article>
  )
}
