import { getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, type BadgeTone } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { fieldKit } from '~/client/console/Field'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { isoToSeoulLocal, seoulText } from '~/shared/admin/campaign'
import type { Paged } from '~/shared/api/admin-types'
import type { GoodsAdminListItem, KeywordShelfAdmin } from '~/shared/api/console-goods-types'
import { goodsTypeName, type GoodsTypeCode } from '~/shared/goods-types'
import { keywordSaveSchema } from '~/shared/schemas/console-catalogue'
import { EditForm, useDeskSave } from '../../-components/DeskParts'
import { OrderedDesk } from './OrderedDesk'
import { GoodsFinder, PickedGoods } from '../../-components/GoodsFinder'

const route = getRouteApi('/admin/goods/keywords')
const WHEN: Record<KeywordShelfAdmin['when'], [string, BadgeTone]> = {
  live: ['게시 중', 'brand'],
  upcoming: ['예약', 'blue'],
  ended: ['종료', 'gray'],
}
type ShelfGoods = KeywordShelfAdmin['goods'][number]

/** The "#키워드" shelves of /main per goods type: keyword, goods in order (up to 12), schedule (Seoul time), order of the tabs. */
export function KeywordDesk() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const type = (search.type ?? '01') as GoodsTypeCode
  return (
    <OrderedDesk<KeywordShelfAdmin>
      noun="키워드 선반"
      path="/goods/keywords"
      query={{ type }}
      header={{
        title: '키워드 선반',
        lead: '메인 화면의 ‘#키워드’ 탭과 그 상품 선반입니다. 순서와 게시 기간(한국 시간)을 정하면 메인 화면에 바로 반영됩니다.',
        action: '선반 추가',
      }}
      tabs={{ value: type, onChange: (t) => void navigate({ search: { type: t } }) }}
      no={(k) => k.keywordNo}
      version={(k) => k.version}
      name={(k) => k.keyword}
      removeQuestion={(k) => `'${k.keyword}' 선반을 삭제할까요? 메인 화면에서 바로 사라집니다.`}
      empty={`${goodsTypeName(type)} 키워드 선반이 아직 없습니다. ‘선반 추가’로 만들어 주세요.`}
      orderTitle={() => `${goodsTypeName(type)} 키워드 순서`}
      row={(k) => (
        <>
          <p className="min-w-32 font-semibold">{k.keyword}</p>
          <Badge tone={WHEN[k.when][1]}>{WHEN[k.when][0]}</Badge>
          <span className="text-xs text-gray-700 tabular-nums">
            상품 {k.goods.length}개 ·{' '}
            {k.startAt || k.endAt ? `${k.startAt ? seoulText(k.startAt) : '지금'} ~ ${k.endAt ? seoulText(k.endAt) : '계속'}` : '상시'}
          </span>
          <span className="flex -space-x-2" aria-hidden>
            {k.goods.slice(0, 5).map((g) => (
              <img
                key={g.goodsNo}
                src={g.imgSrc}
                alt=""
                width={28}
                height={28}
                className="size-7 rounded-full border-2 border-white bg-gray-100 object-cover"
              />
            ))}
          </span>
        </>
      )}
      form={(shelf, onDone) => <KeywordForm type={type} shelf={shelf} onDone={onDone} />}
    />
  )
}

function KeywordForm({ type, shelf, onDone }: { type: GoodsTypeCode; shelf: KeywordShelfAdmin | null; onDone: () => void }) {
  const form = useSchemaForm(keywordSaveSchema)
  const [v, setV] = useState({
    keyword: shelf?.keyword ?? '',
    startAt: shelf?.startAt ? isoToSeoulLocal(shelf.startAt) : '',
    endAt: shelf?.endAt ? isoToSeoulLocal(shelf.endAt) : '',
  })
  const [goods, setGoods] = useState<ShelfGoods[]>(shelf?.goods ?? [])
  const { save, stale, failed } = useDeskSave('/goods/keywords', shelf?.keywordNo ?? null, form.setApiErrors, onDone)
  const { text } = fieldKit<keyof typeof v>(
    'k',
    form.error,
    (k) => v[k],
    (k, x) => setV((p) => ({ ...p, [k]: x })),
  )
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await save(
      form.validate({
        ...v,
        goodsTypeCd: type,
        goodsNos: goods.map((g) => g.goodsNo),
        ...(shelf ? { version: shelf.version } : {}),
      }),
    )
  }
  return (
    <EditForm
      title={shelf ? `선반 수정: ${shelf.keyword}` : `새 ${goodsTypeName(type)} 키워드 선반`}
      onSubmit={submit}
      onClose={onDone}
      failed={failed}
      stale={stale}
    >
      {text('keyword', '키워드 (#은 자동으로 붙습니다)')}
      {text('startAt', '게시 시작 (비우면 바로)', { type: 'datetime-local' })}
      {text('endAt', '게시 종료 (비우면 계속)', { type: 'datetime-local' })}
      <div className="md:col-span-3">
        <ShelfGoodsPicker type={type} value={goods} onChange={setGoods} error={form.error('goodsNos')} />
      </div>
    </EditForm>
  )
}

/** The shelf's goods (up to 12): found among the type's goods by name or number, reordered with ↑/↓, removed with ✕. */
function ShelfGoodsPicker({
  type,
  value,
  onChange,
  error,
}: {
  type: GoodsTypeCode
  value: ShelfGoods[]
  onChange: (g: ShelfGoods[]) => void
  error?: string | null
}) {
  const has = new Set(value.map((g) => g.goodsNo))
  return (
    <fieldset className="rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold">
        선반 상품 <span className="font-normal text-gray-600">{value.length}개 (최대 12개)</span>
      </legend>
      {error ? (
        <p role="alert" className="mb-2 text-xs text-accent">
          {error}
        </p>
      ) : null}
      <PickedGoods value={value} onChange={onChange} name={(g) => g.goodsNm} empty="아직 담은 상품이 없습니다. 아래에서 찾아 담아 주세요.">
        {(g) => (
          <>
            <img src={g.imgSrc} alt="" width={32} height={32} className="size-8 rounded bg-gray-100 object-cover" />
            <span className="min-w-0 flex-1 truncate">
              {g.goodsNm} <span className="text-xs text-gray-600">{g.goodsNo}</span>
              {g.displayYn === 'N' ? <span className="text-xs text-accent"> · 숨김 상품(쇼핑몰에 안 보임)</span> : null}
            </span>
          </>
        )}
      </PickedGoods>
      <GoodsFinder
        id="k-goods"
        label={`${goodsTypeName(type)} 상품 찾기 (상품명 또는 상품 번호)`}
        search={async (q) => {
          const r = await consoleCall<Paged<GoodsAdminListItem>>('/goods', { query: { q, type, display: 'Y' } })
          return r.ok
            ? {
                ...r,
                data: r.data.rows.map((g) => ({
                  goodsNo: g.goodsNo,
                  goodsNm: g.goodsNm,
                  imgSrc: g.imgSrc,
                  salePrice: g.salePrice,
                  displayYn: g.displayYn,
                })),
              }
            : r
        }}
        action={(g) => ({ text: has.has(g.goodsNo) ? '담음' : '담기', disabled: has.has(g.goodsNo) || value.length >= 12 })}
        onPick={(g) => onChange([...value, g])}
        emptyText={`찾는 상품이 없습니다. 전시 중인 ${goodsTypeName(type)} 상품만 담을 수 있습니다.`}
      />
    </fieldset>
  )
}
