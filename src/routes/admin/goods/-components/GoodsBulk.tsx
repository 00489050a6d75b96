import Papa from 'papaparse'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { HeadCells } from '~/client/console/DataTable'
import { consoleQueries } from '~/client/console/queries'
import { formatNumber } from '~/shared/format'
import { BULK_COLUMNS, BULK_MAX_BYTES, type BulkApplied, type BulkPreview } from '~/shared/goods-bulk'

const TEMPLATE = `${Object.values(BULK_COLUMNS).join(',')}\nG000125,,179000,149000,\nG000125,G000125-02,,,12\n`

/** Excel in Korea often saves CSV as CP949 (EUC-KR): read UTF-8 first, then EUC-KR. */
async function readCsv(file: File): Promise<string> {
  const bytes = await file.arrayBuffer()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('euc-kr').decode(bytes)
  }
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const change = (c: { before: number; after: number } | null, unit: string) =>
  c ? (
    <span className="whitespace-nowrap tabular-nums">
      <span className="text-gray-600">{formatNumber(c.before)}</span> → <strong>{formatNumber(c.after)}</strong>
      {unit}
    </span>
  ) : (
    <span className="text-gray-500">-</span>
  )

export function GoodsBulk() {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null)
  const [preview, setPreview] = useState<BulkPreview | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<BulkApplied | null>(null)
  const [busy, setBusy] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const dialog = useDialog()
  const qc = useQueryClient()

  const pick = async (file: File | undefined) => {
    setPreview(null)
    setProblem(null)
    setDone(null)
    if (!file) return
    if (file.size > BULK_MAX_BYTES) return setProblem(`CSV 파일은 ${BULK_MAX_BYTES / 1024}KB 이하만 올릴 수 있습니다.`)
    const text = await readCsv(file)
    setCsv({ name: file.name, text })
    setBusy(true)
    const r = await consoleCall<BulkPreview>('/goods/bulk/preview', { json: { csv: text } })
    setBusy(false)
    if (r.ok) setPreview(r.data)
    else setProblem(r.error.errors[0]?.reason ?? '파일을 확인하지 못했습니다.')
  }
  const apply = async () => {
    if (!csv || !preview) return
    const goods = new Set(preview.changes.map((c) => c.goodsNo)).size
    if (
      !(await dialog.confirm(`${formatNumber(goods)}개 상품의 가격·재고를 바꿉니다. 쇼핑몰에 바로 반영됩니다. 적용할까요?`, {
        confirmLabel: '적용',
      }))
    )
      return
    setBusy(true)
    const r = await consoleCall<BulkApplied>('/goods/bulk/apply', { json: { csv: csv.text, basis: preview.basis } })
    setBusy(false)
    if (r.ok) {
      setDone(r.data)
      setPreview(null)
      setCsv(null)
      if (fileRef.current) fileRef.current.value = ''
      await qc.invalidateQueries({ queryKey: consoleQueries.all })
    } else setProblem(r.error.errors[0]?.reason ?? '적용하지 못했습니다.')
  }
  const refusedFile = () => {
    if (!preview) return
    const rows = preview.refused.map((r) => ({ 행: r.line, ...r.row, 사유: r.reason }))
    download(`거절된행_${csv?.name ?? 'bulk.csv'}`, Papa.unparse(rows))
  }

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-bold">가격·재고 일괄 변경</h1>
        <p className="mt-1 text-sm text-gray-600">
          CSV 파일로 여러 상품의 정가·판매가와 옵션 재고를 한 번에 바꿉니다. 올리면 먼저 미리보기를 보여 드리고, 적용하면 모든 행이 함께
          반영되거나 하나도 반영되지 않습니다. 거절된 행이 하나라도 있으면 파일 전체를 적용하지 않습니다.
        </p>
      </div>
      <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="b-file">
        <h2 id="b-file" className="mb-2 text-base font-bold">
          1. 파일 올리기
        </h2>
        <p id="b-hint" className="mb-3 text-xs text-gray-600">
          열: {Object.values(BULK_COLUMNS).join(', ')}. 빈칸은 그대로 둡니다. 재고를 바꾸려면 옵션번호를 적어 주세요. 최대 1,000행, 512KB
          (UTF-8 또는 Excel의 CSV).
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="b-csv" className="sr-only">
            CSV 파일
          </label>
          <input
            ref={fileRef}
            id="b-csv"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="b-hint"
            disabled={busy}
            onChange={(e) => pick(e.target.files?.[0])}
            className="text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          />
          <button type="button" className={btn.small} onClick={() => download('가격재고_양식.csv', TEMPLATE)}>
            양식 내려받기
          </button>
        </div>
        {busy ? (
          <p role="status" className="mt-3 text-sm text-gray-700">
            확인하는 중…
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-accent">
            {problem}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            적용했습니다: {formatNumber(done.applied)}행 (상품 {formatNumber(done.goods)}개, 옵션 재고 {formatNumber(done.items)}개).
          </p>
        ) : null}
      </section>

      {preview ? (
        <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="b-preview">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="b-preview" className="text-base font-bold">
              2. 미리보기{' '}
              <span className="text-sm font-normal text-gray-700">
                전체 {formatNumber(preview.rows)}행 · 바뀜 {formatNumber(preview.changes.length)}행
              </span>{' '}
              {preview.refused.length ? (
                <Badge tone="accent">거절 {formatNumber(preview.refused.length)}행</Badge>
              ) : (
                <Badge tone="brand">거절 없음</Badge>
              )}
            </h2>
            <div className="flex gap-2">
              {preview.refused.length ? (
                <button type="button" className={btn.small + ' h-9'} onClick={refusedFile}>
                  거절된 행 내려받기
                </button>
              ) : null}
              <button
                type="button"
                className={btn.smallPrimary + ' h-9 px-4 text-sm'}
                disabled={busy || preview.refused.length > 0 || !preview.changes.length}
                onClick={apply}
              >
                전체 적용
              </button>
            </div>
          </div>
          {preview.refused.length ? (
            <div className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
              <p className="font-semibold text-accent">거절된 행을 고쳐서 파일을 다시 올려 주세요. 이 파일은 적용할 수 없습니다.</p>
              <ul className="mt-1 list-disc pl-5 text-gray-800">
                {preview.refused.slice(0, 20).map((r) => (
                  <li key={r.line}>
                    {r.line}행: {r.reason}
                  </li>
                ))}
              </ul>
              {preview.refused.length > 20 ? (
                <p className="mt-1 text-gray-700">외 {preview.refused.length - 20}행은 내려받은 파일에서 확인해 주세요.</p>
              ) : null}
            </div>
          ) : null}
          <div className="max-h-[32rem] overflow-auto">
            <table className="w-full text-[13px]">
              <caption className="sr-only">바뀌는 내용</caption>
              <thead className="sticky top-0 bg-gray-50 text-left text-xs text-gray-700">
                <tr>
                  <HeadCells labels={['행', '상품', '옵션', '정가', '판매가', '재고']} className="px-2 py-1.5" />
                </tr>
              </thead>
              <tbody>
                {preview.changes.slice(0, 500).map((c) => (
                  <tr key={c.line} className="border-t border-gray-100">
                    <td className="px-2 py-1.5 tabular-nums">{c.line}</td>
                    <td className="px-2 py-1.5">
                      {c.goodsNm} <span className="text-xs text-gray-600">{c.goodsNo}</span>
                    </td>
                    <td className="px-2 py-1.5">{c.itemNm ?? '-'}</td>
                    <td className="px-2 py-1.5">{change(c.customerPrice, '원')}</td>
                    <td className="px-2 py-1.5">{change(c.salePrice, '원')}</td>
                    <td className="px-2 py-1.5">{change(c.stockQtt, '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  )
}
