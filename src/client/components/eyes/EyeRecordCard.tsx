import type { ReactNode } from 'react'
import type { EyeRecord, EyeSide } from '~/shared/api/eyes-types'
import { fileUrl } from '~/shared/api/files'
import { formatOptical } from '~/shared/eyes/optics'
import { displayDate } from '~/shared/format'
import { Badge } from '~/client/components/ui'

const SOURCE_LABEL = { STORE: '매장 검사', DEVICE: '스마트 피팅', UPLOAD: '처방전 등록' } as const
const COLS: { key: keyof EyeSide; label: string }[] = [
  { key: 'sph', label: 'SPH' },
  { key: 'cyl', label: 'CYL' },
  { key: 'axis', label: 'AXIS' },
  { key: 'add', label: 'ADD' },
  { key: 'prism', label: 'PRISM' },
  { key: 'base', label: 'BASE' },
  { key: 'pd', label: 'PD' },
]

const cell = (side: EyeSide, key: keyof EyeSide) => (key === 'base' ? (side.base ?? '-') : formatOptical(key, side[key] as number | null))

/** One eyesight record: date, place, both eyes' values in a table, the uploaded prescription's file. */
export function EyeRecordCard({ record, actions }: { record: EyeRecord; actions?: ReactNode }) {
  const sides = [record.right, record.left]
  const measured = sides.some((s) => COLS.some((c) => s[c.key] != null))
  // SPH, CYL and AXIS always; ADD, PRISM, BASE and PD only when this record has them (fits a phone's width).
  const cols = COLS.filter((c) => ['sph', 'cyl', 'axis'].includes(c.key) || sides.some((s) => s[c.key] != null))
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-base font-bold text-gray-900">{displayDate(record.examYmd)}</p>
          <p className="mt-0.5 text-sm text-gray-600">{record.place || '검사 장소 미입력'}</p>
        </div>
        <Badge tone={record.source === 'UPLOAD' ? 'gray' : 'brand'}>{SOURCE_LABEL[record.source]}</Badge>
      </div>
      {measured ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-center text-sm tabular-nums">
            <caption className="sr-only">{displayDate(record.examYmd)} 검사 결과</caption>
            <thead>
              <tr className="border-b border-gray-200 text-xs text-gray-600">
                <th scope="col" className="py-1.5 text-left font-semibold">
                  구분
                </th>
                {cols.map((c) => (
                  <th key={c.key} scope="col" className="py-1.5 font-semibold">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['right', 'left'] as const).map((e) => (
                <tr key={e} className="border-b border-gray-100 last:border-0">
                  <th scope="row" className="py-2 text-left font-semibold text-gray-800">
                    {e === 'right' ? '오른쪽(R)' : '왼쪽(L)'}
                  </th>
                  {cols.map((c) => (
                    <td key={c.key} className="py-2 text-gray-900">
                      {cell(record[e], c.key)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-600">
          도수 값은 입력하지 않았어요. 처방전 파일로 확인해 주세요.
        </p>
      )}
      {record.memo ? <p className="mt-2 text-sm text-gray-700">메모: {record.memo}</p> : null}
      {record.file || actions ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {record.file ? (
            <a
              className="inline-flex min-h-8 items-center rounded-lg border border-gray-300 bg-white px-3 text-xs font-semibold text-gray-700 hover:bg-gray-50"
              href={fileUrl(record.file.fileId)}
              target="_blank"
              rel="noopener"
            >
              처방전 {record.file.contentType === 'application/pdf' ? 'PDF' : '사진'} 보기
            </a>
          ) : null}
          {actions}
        </div>
      ) : null}
    </li>
  )
}
