import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import type { BrandAdmin } from '~/shared/api/console-goods-types'
import { formatNumber } from '~/shared/format'
import { brandSaveSchema } from '~/shared/schemas/console-catalogue'
import { DeskHeader, DisplayToggle, EditForm, TextField, useRemove, useDeskSave } from './DeskParts'
import { OrderedRows } from './OrderedRows'

/**
 * Brands: create, rename (the shop's search finds its goods by the new name at once), show or hide in the shop's
 * brand filter and ranking, order, and delete one that has no goods (one with goods is refused, saying how many).
 */
export function BrandDesk() {
  const q = useQuery(consoleQueries.get<BrandAdmin[]>('/goods/brands'))
  const qc = useQueryClient()
  const [editing, setEditing] = useState<BrandAdmin | 'new' | null>(null)
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.path('/goods/brands') })
  const remove = useRemove<BrandAdmin>(
    (b) => `/goods/brands/${b.brandNo}`,
    (b) => `'${b.brandNm}' 브랜드를 삭제할까요? 되돌릴 수 없습니다.`,
    refresh,
  )
  return (
    <div className="space-y-4">
      <DeskHeader
        title="브랜드"
        lead="이름을 바꾸면 쇼핑몰 검색이 바로 새 이름으로 상품을 찾습니다. 전시를 끄면 쇼핑몰의 브랜드 필터와 브랜드 랭킹에서 숨겨집니다(상품 전시는 상품마다 정합니다)."
        action="브랜드 추가"
        onAction={() => setEditing('new')}
      />
      {editing ? (
        <BrandForm
          key={editing === 'new' ? 'new' : `${editing.brandNo}:${editing.version}`}
          brand={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null)
            void refresh()
          }}
        />
      ) : null}
      {remove.notice}
      {q.isError ? (
        <QueryError title="브랜드를 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <div className="skeleton h-64 rounded-xl" aria-label="브랜드를 불러오는 중" />
      ) : !q.data.length ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">
          브랜드가 아직 없습니다. ‘브랜드 추가’로 만들어 주세요.
        </p>
      ) : (
        <OrderedRows
          key={q.data.map((b) => `${b.brandNo}:${b.version}`).join()}
          title={`노출 순서 (${formatNumber(q.data.length)}개)`}
          rows={q.data}
          orderPath="/goods/brands/order"
          no={(b) => b.brandNo}
          version={(b) => b.version}
          name={(b) => b.brandNm}
          onSaved={refresh}
        >
          {(b) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="min-w-40 font-semibold">
                {b.brandNm} <span className="text-xs font-normal text-gray-600">{b.brandEnNm}</span>
              </p>
              <span className="text-xs text-gray-700 tabular-nums">상품 {formatNumber(b.goodsCount)}개</span>
              {b.displayYn ? <Badge tone="brand">전시</Badge> : <Badge>숨김</Badge>}
              <span className="ml-auto flex gap-1">
                <button type="button" className={btn.small} onClick={() => setEditing(b)} aria-label={`${b.brandNm} 수정`}>
                  수정
                </button>
                <button type="button" className={btn.small} onClick={() => void remove.run(b, b.version)} aria-label={`${b.brandNm} 삭제`}>
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

function BrandForm({ brand, onDone }: { brand: BrandAdmin | null; onDone: () => void }) {
  const form = useSchemaForm(brandSaveSchema)
  const [v, setV] = useState({ brandNm: brand?.brandNm ?? '', brandEnNm: brand?.brandEnNm ?? '', displayYn: brand?.displayYn ?? true })
  const { save, stale, failed } = useDeskSave('/goods/brands', brand?.brandNo ?? null, form.setApiErrors, onDone)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await save(form.validate({ ...v, ...(brand ? { version: brand.version } : {}) }))
  }
  return (
    <EditForm
      title={brand ? `브랜드 수정: ${brand.brandNm}` : '새 브랜드'}
      onSubmit={submit}
      onClose={onDone}
      failed={failed}
      stale={stale}
    >
      <TextField
        id="b-brandNm"
        label="브랜드명"
        value={v.brandNm}
        onChange={(x) => setV({ ...v, brandNm: x })}
        error={form.error('brandNm')}
      />
      <TextField
        id="b-brandEnNm"
        label="영문 브랜드명"
        value={v.brandEnNm}
        onChange={(x) => setV({ ...v, brandEnNm: x })}
        error={form.error('brandEnNm')}
      />
      <DisplayToggle id="b-display" checked={v.displayYn} onChange={(x) => setV({ ...v, displayYn: x })} />
    </EditForm>
  )
}
