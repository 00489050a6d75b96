import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { siteQueries } from '~/client/queries/site'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'

/** App webview: the category menu (site menus from D1), left rail + sub-categories. */
export const Route = createFileRoute('/appnative/category')({
  loader: ({ context: { queryClient } }) =>
    loadPageSeo(queryClient, {
      title: '카테고리',
      description: '안경테, 선글라스, 안경렌즈, 콘택트렌즈, 용품 카테고리',
      path: '/appnative/category',
    }),
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { layout: 'appnative', title: '카테고리' },
  component: CategoryPage,
})

function CategoryPage() {
  const { data } = useSuspenseQuery(siteQueries.info())
  const menus = data.gnbs.filter((m) => m.children.length || m.linkUrl.startsWith('/products'))
  const [active, setActive] = useState(menus[0]?.menuNo)
  const current = menus.find((m) => m.menuNo === active) ?? menus[0]
  return (
    <div className="flex min-h-dvh flex-col">
      <h1 className="border-b border-gray-100 px-4 py-3 text-lg font-bold">카테고리</h1>
      <div className="flex flex-1">
        <div className="flex w-28 shrink-0 flex-col bg-gray-50" role="tablist" aria-label="대분류" aria-orientation="vertical">
          {menus.map((m) => (
            <button
              key={m.menuNo}
              type="button"
              role="tab"
              aria-selected={m.menuNo === current?.menuNo}
              onClick={() => setActive(m.menuNo)}
              className={`w-full px-3 py-4 text-left text-sm ${m.menuNo === current?.menuNo ? 'bg-white font-bold text-brand-700' : 'text-gray-600'}`}
            >
              {m.menuNm}
            </button>
          ))}
        </div>
        {current ? (
          <div className="flex-1 px-4 py-2" role="tabpanel" aria-label={current.menuNm}>
            <ul>
              <li>
                <a href={current.linkUrl} className="block border-b border-gray-100 py-3.5 text-[15px] font-semibold">
                  {current.menuNm} 전체 보기 ›
                </a>
              </li>
              {current.children.map((c) => (
                <li key={c.menuNo}>
                  <a href={c.linkUrl} className="block border-b border-gray-100 py-3.5 text-[15px]">
                    {c.menuNm}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <nav aria-label="바로가기" className="grid grid-cols-3 gap-2 border-t border-gray-100 p-4 text-center text-sm">
        <Link to="/products/ranking" className="rounded-lg bg-gray-50 py-3">
          랭킹
        </Link>
        <Link to="/promotion" className="rounded-lg bg-gray-50 py-3">
          기획전
        </Link>
        <Link to="/event" className="rounded-lg bg-gray-50 py-3">
          이벤트
        </Link>
      </nav>
    </div>
  )
}
