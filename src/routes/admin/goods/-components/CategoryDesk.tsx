import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import type { CategoryAdmin } from '~/shared/api/console-goods-types'
import { formatNumber } from '~/shared/format'
import { GOODS_TYPES, goodsTypeName, type GoodsTypeCode } from '~/shared/goods-types'
import { categorySaveSchema } from '~/shared/schemas/console-catalogue'
import { DeskHeader, DisplayToggle, EditForm, TextField, useRemove, useDeskSave } from './DeskParts'
import { OrderedRows } from './OrderedRows'
import { TypeTabs } from './TypeTabs'

const route = getRouteApi('/admin/goods/categories')

/** Categories of each goods type: create, rename (search sees it at once), show or hide in the shop's filter, order, delete when empty. */
export function CategoryDesk() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const type = (search.type ?? '01') as GoodsTypeCode
  const q = useQuery(consoleQueries.get<CategoryAdmin[]>('/goods/categories', { type }))
  const qc = useQueryClient()
  const [editing, setEditing] = useState<CategoryAdmin | 'new' | null>(null)
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.path('/goods/categories') })
  const remove = useRemove<CategoryAdmin>(
    (c) => `/goods/categories/${c.ctgNo}`,
    (c) => `'${c.ctgNm}' 카테고리를 삭제할까요? 되돌릴 수 없습니다.`,
    refresh,
  )
  return (
    <div className="space-y-4">
      <DeskHeader
        title="카테고리"
        lead="상품 유형별 카테고리입니다. 이름을 바꾸면 쇼핑몰 검색에 바로 반영되고, 전시를 끄면 쇼핑몰 목록의 카테고리 필터에서 숨겨집니다."
        action="카테고리 추가"
        onAction={() => setEditing('new')}
      />
      <TypeTabs
        value={type}
        onChange={(t) => {
          setEditing(null)
          void navigate({ search: { type: t } })
        }}
      />
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? `new-${type}` : `${editing.ctgNo}:${editing.version}`}
          type={type}
          category={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null)
            void refresh()
          }}
        />
      ) : null}
      {remove.notice}
      {q.isError ? (
        <QueryError title="카테고리를 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <div className="skeleton h-64 rounded-xl" aria-label="카테고리를 불러오는 중" />
      ) : !q.data.length ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">
          {goodsTypeName(type)} 카테고리가 아직 없습니다. ‘카테고리 추가’로 만들어 주세요.
        </p>
      ) : (
        <OrderedRows
          key={q.data.map((c) => `${c.ctgNo}:${c.version}`).join()}
          title={`${goodsTypeName(type)} 카테고리 순서`}
          rows={q.data}
          orderPath="/goods/categories/order"
          no={(c) => c.ctgNo}
          version={(c) => c.version}
          name={(c) => c.ctgNm}
          onSaved={refresh}
        >
          {(c) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="min-w-40 font-semibold">{c.ctgNm}</p>
              <span className="text-xs text-gray-700 tabular-nums">상품 {formatNumber(c.goodsCount)}개</span>
              {c.displayYn ? <Badge tone="brand">전시</Badge> : <Badge>숨김</Badge>}
              <span className="ml-auto flex gap-1">
                <button type="button" className={btn.small} onClick={() => setEditing(c)} aria-label={`${c.ctgNm} 수정`}>
                  수정
                </button>
                <button type="button" className={btn.small} onClick={() => void remove.run(c, c.version)} aria-label={`${c.ctgNm} 삭제`}>
                  삭제
                </button>
              </span>
            </div>
          )}
        </OrderedRows>
      )}
    </div>
  )
}

function CategoryForm({ type, category, onDone }: { type: GoodsTypeCode; category: CategoryAdmin | null; onDone: () => void }) {
  const form = useSchemaForm(categorySaveSchema)
  const [v, setV] = useState({ ctgNm: category?.ctgNm ?? '', displayYn: category?.displayYn ?? true })
  const { save, stale, failed } = useDeskSave('/goods/categories', category?.ctgNo ?? null, form.setApiErrors, onDone)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await save(form.validate({ ...v, goodsTypeCd: type, ...(category ? { version: category.version } : {}) }))
  }
  return (
    <EditForm
      title={category ? `카테고리 수정: ${category.ctgNm}` : `새 ${GOODS_TYPES.find((t) => t.code === type)?.name ?? ''} 카테고리`}
      onSubmit={submit}
      onClose={onDone}
      failed={failed}
      stale={stale}
    >
      <TextField id="c-ctgNm" label="카테고리명" value={v.ctgNm} onChange={(x) => setV({ ...v, ctgNm: x })} error={form.error('ctgNm')} />
      <DisplayToggle id="c-display" checked={v.displayYn} onChange={(x) => setV({ ...v, displayYn: x })} />
    </EditForm>
  )
}
