import { getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge } from '~/client/components/ui'
import { fieldKit } from '~/client/console/Field'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import type { CategoryAdmin } from '~/shared/api/console-goods-types'
import { formatNumber } from '~/shared/format'
import { GOODS_TYPES, goodsTypeName, type GoodsTypeCode } from '~/shared/goods-types'
import { categorySaveSchema } from '~/shared/schemas/console-catalogue'
import { DisplayToggle, EditForm, useDeskSave } from '../../-components/DeskParts'
import { OrderedDesk } from './OrderedDesk'

const route = getRouteApi('/admin/goods/categories')

/** Categories of each goods type: create, rename (search sees it at once), show or hide in the shop's filter, order, delete when empty. */
export function CategoryDesk() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const type = (search.type ?? '01') as GoodsTypeCode
  return (
    <OrderedDesk<CategoryAdmin>
      noun="카테고리"
      path="/goods/categories"
      query={{ type }}
      header={{
        title: '카테고리',
        lead: '상품 유형별 카테고리입니다. 이름을 바꾸면 쇼핑몰 검색에 바로 반영되고, 전시를 끄면 쇼핑몰 목록의 카테고리 필터에서 숨겨집니다.',
        action: '카테고리 추가',
      }}
      tabs={{ value: type, onChange: (t) => void navigate({ search: { type: t } }) }}
      no={(c) => c.ctgNo}
      version={(c) => c.version}
      name={(c) => c.ctgNm}
      removeQuestion={(c) => `'${c.ctgNm}' 카테고리를 삭제할까요? 되돌릴 수 없습니다.`}
      empty={`${goodsTypeName(type)} 카테고리가 아직 없습니다. ‘카테고리 추가’로 만들어 주세요.`}
      orderTitle={() => `${goodsTypeName(type)} 카테고리 순서`}
      row={(c) => (
        <>
          <p className="min-w-40 font-semibold">{c.ctgNm}</p>
          <span className="text-xs text-gray-700 tabular-nums">상품 {formatNumber(c.goodsCount)}개</span>
          {c.displayYn ? <Badge tone="brand">전시</Badge> : <Badge>숨김</Badge>}
        </>
      )}
      form={(category, onDone) => <CategoryForm type={type} category={category} onDone={onDone} />}
    />
  )
}

function CategoryForm({ type, category, onDone }: { type: GoodsTypeCode; category: CategoryAdmin | null; onDone: () => void }) {
  const form = useSchemaForm(categorySaveSchema)
  const [v, setV] = useState({ ctgNm: category?.ctgNm ?? '', displayYn: category?.displayYn ?? true })
  const { save, stale, failed } = useDeskSave('/goods/categories', category?.ctgNo ?? null, form.setApiErrors, onDone)
  const { text } = fieldKit<'ctgNm'>(
    'c',
    form.error,
    (k) => v[k],
    (k, x) => setV((p) => ({ ...p, [k]: x })),
  )
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
      {text('ctgNm', '카테고리명')}
      <DisplayToggle id="c-display" checked={v.displayYn} onChange={(x) => setV({ ...v, displayYn: x })} />
    </EditForm>
  )
}
