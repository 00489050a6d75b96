import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Badge, btn } from '~/client/components/ui'
import { type Col, PagedTable } from '~/client/console/DataTable'
import { blankToUndef, dense, FilterBar, FilterField, FilterSelect, filterValues } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import type { GoodsAdminListItem } from '~/shared/api/console-goods-types'
import { formatNumber, formatServerTime } from '~/shared/format'
import { GOODS_TYPES, goodsTypeName } from '~/shared/goods-types'
import { isReservationOnly } from '~/shared/rules'
import { GoodsCell } from '../../-components/DeskParts'

const route = getRouteApi('/admin/goods/')

export function GoodsList() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const q = useQuery(consoleQueries.list<GoodsAdminListItem>('/goods', { ...search, page }))
  const columns: Col<GoodsAdminListItem>[] = [
    {
      id: 'goods',
      header: '상품',
      cell: (g) => (
        <GoodsCell
          imgSrc={g.imgSrc}
          name={
            <Link
              to="/admin/goods/$goodsNo"
              params={{ goodsNo: g.goodsNo }}
              className="font-semibold text-gray-900 hover:text-brand-700 hover:underline"
            >
              {g.goodsNm}
            </Link>
          }
          sub={`${g.goodsNo} · ${g.brandNm} · ${g.ctgNm}`}
        />
      ),
    },
    {
      id: 'type',
      header: '유형',
      cell: (g) => (
        <span className="whitespace-nowrap">
          {goodsTypeName(g.goodsTypeCd)}
          {isReservationOnly(g.goodsTypeCd) ? (
            <>
              {' '}
              <Badge tone="brand">예약 전용</Badge>
            </>
          ) : null}
        </span>
      ),
    },
    {
      id: 'price',
      header: '판매가',
      cell: (g) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatNumber(g.salePrice)}원
          {g.customerPrice > g.salePrice ? (
            <span className="block text-xs text-gray-600 line-through">{formatNumber(g.customerPrice)}원</span>
          ) : null}
        </span>
      ),
      className: 'text-right',
    },
    {
      id: 'stock',
      header: '재고 (옵션)',
      cell: (g) =>
        g.stockQtt > 0 ? (
          <span className="tabular-nums">
            {formatNumber(g.stockQtt)} ({g.itemCount})
          </span>
        ) : (
          <Badge tone="accent">품절</Badge>
        ),
      className: 'text-right whitespace-nowrap',
    },
    { id: 'display', header: '전시', cell: (g) => (g.displayYn === 'Y' ? '전시 중' : <span className="text-gray-600">숨김</span>) },
    {
      id: 'upd',
      header: '최근 수정',
      cell: (g) => (g.updDttm ? formatServerTime(g.updDttm) : formatServerTime(g.regDttm, 'YYYY.MM.DD')),
      className: 'whitespace-nowrap tabular-nums',
    },
  ]
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">상품 관리</h1>
          <p className="mt-1 text-sm text-gray-600">저장하면 쇼핑몰 검색·초성 검색·목록 개수에 바로 반영됩니다.</p>
        </div>
        <Link to="/admin/goods/$goodsNo" params={{ goodsNo: 'new' }} className={btn.smallPrimary + ' h-9 px-4 text-sm'}>
          상품 등록
        </Link>
      </div>
      <FilterBar
        label="상품 검색"
        initial={filterValues(search, ['q', 'type', 'display', 'stock', 'sort'])}
        onApply={(v) => navigate({ search: (s) => ({ ...s, ...blankToUndef(v), page: undefined }) as never })}
      >
        {(v, set, field) => (
          <>
            <FilterField label="상품명·상품번호" htmlFor="f-q">
              <input id="f-q" className={dense.input + ' w-56'} value={v.q} onChange={(e) => set('q', e.target.value)} />
            </FilterField>
            <FilterField label="유형" htmlFor="f-type">
              <select id="f-type" className={dense.select} value={v.type} onChange={(e) => set('type', e.target.value)}>
                <option value="">전체</option>
                {GOODS_TYPES.map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.name}
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterSelect label="전시" {...field('display')} options={{ '': '전체', Y: '전시 중', N: '숨김' }} />
            <FilterSelect label="재고" {...field('stock')} options={{ '': '전체', out: '품절만' }} />
            <FilterSelect
              label="정렬"
              {...field('sort')}
              options={{ '': '최근 등록순', name: '상품명순', price: '판매가 높은순', stock: '재고 적은순' }}
            />
          </>
        )}
      </FilterBar>
      <PagedTable
        query={q}
        errorTitle="상품 목록을 불러오지 못했습니다."
        caption="상품 목록"
        columns={columns}
        page={page}
        rowKey={(g) => g.goodsNo}
        onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) as never })}
        empty={
          <p>
            조건에 맞는 상품이 없습니다. 검색어나 필터를 바꾸거나{' '}
            <Link to="/admin/goods/$goodsNo" params={{ goodsNo: 'new' }} className="text-brand-700 underline">
              새 상품을 등록
            </Link>
            해 주세요.
          </p>
        }
      />
    </div>
  )
}
