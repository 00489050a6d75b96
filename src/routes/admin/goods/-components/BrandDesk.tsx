import { useState, type FormEvent } from 'react'
import { Badge } from '~/client/components/ui'
import { fieldKit } from '~/client/console/Field'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import type { BrandAdmin } from '~/shared/api/console-goods-types'
import { formatNumber } from '~/shared/format'
import { brandSaveSchema } from '~/shared/schemas/console-catalogue'
import { DisplayToggle, EditForm, useDeskSave } from '../../-components/DeskParts'
import { OrderedDesk } from './OrderedDesk'

/**
 * Brands: create, rename (the shop's search finds its goods by the new name at once), show or hide in the shop's
 * brand filter and ranking, order, and delete one that has no goods (one with goods is refused, saying how many).
 */
export function BrandDesk() {
  return (
    <OrderedDesk<BrandAdmin>
      noun="브랜드"
      path="/goods/brands"
      header={{
        title: '브랜드',
        lead: '이름을 바꾸면 쇼핑몰 검색이 바로 새 이름으로 상품을 찾습니다. 전시를 끄면 쇼핑몰의 브랜드 필터와 브랜드 랭킹에서 숨겨집니다(상품 전시는 상품마다 정합니다).',
        action: '브랜드 추가',
      }}
      no={(b) => b.brandNo}
      version={(b) => b.version}
      name={(b) => b.brandNm}
      removeQuestion={(b) => `'${b.brandNm}' 브랜드를 삭제할까요? 되돌릴 수 없습니다.`}
      empty="브랜드가 아직 없습니다. ‘브랜드 추가’로 만들어 주세요."
      orderTitle={(rows) => `노출 순서 (${formatNumber(rows.length)}개)`}
      row={(b) => (
        <>
          <p className="min-w-40 font-semibold">
            {b.brandNm} <span className="text-xs font-normal text-gray-600">{b.brandEnNm}</span>
          </p>
          <span className="text-xs text-gray-700 tabular-nums">상품 {formatNumber(b.goodsCount)}개</span>
          {b.displayYn ? <Badge tone="brand">전시</Badge> : <Badge>숨김</Badge>}
        </>
      )}
      form={(brand, onDone) => <BrandForm brand={brand} onDone={onDone} />}
    />
  )
}

function BrandForm({ brand, onDone }: { brand: BrandAdmin | null; onDone: () => void }) {
  const form = useSchemaForm(brandSaveSchema)
  const [v, setV] = useState({ brandNm: brand?.brandNm ?? '', brandEnNm: brand?.brandEnNm ?? '', displayYn: brand?.displayYn ?? true })
  const { save, stale, failed } = useDeskSave('/goods/brands', brand?.brandNo ?? null, form.setApiErrors, onDone)
  const { text } = fieldKit<'brandNm' | 'brandEnNm'>(
    'b',
    form.error,
    (k) => v[k],
    (k, x) => setV((p) => ({ ...p, [k]: x })),
  )
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
      {text('brandNm', '브랜드명')}
      {text('brandEnNm', '영문 브랜드명')}
      <DisplayToggle id="b-display" checked={v.displayYn} onChange={(x) => setV({ ...v, displayYn: x })} />
    </EditForm>
  )
}
