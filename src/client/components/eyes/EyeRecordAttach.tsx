import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Checkbox } from '~/client/components/ui'
import { eyeQueries } from '~/client/queries/eyes'
import { formatOptical } from '~/shared/eyes/optics'
import { displayDate } from '~/shared/format'

/**
 * Offers the member's latest eye record to attach to a glasses-lens / contact-lens reservation, so the store
 * prepares the right power. Opt-in (eye data is sensitive); nothing shows while there is no record.
 */
export function EyeRecordAttach({ value, onChange }: { value: number | null; onChange: (recordNo: number | null) => void }) {
  const q = useQuery(eyeQueries.latest())
  if (q.isPending) return <div className="skeleton mt-4 h-20 rounded-2xl" role="status" aria-label="시력 기록을 불러오는 중" />
  if (q.isError) return null
  const r = q.data.record
  if (!r)
    return (
      <p className="mt-4 rounded-2xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
        등록된 시력 기록이 없어요. 매장에서 검사 후 맞춰 드리며, 안과 처방전이 있다면{' '}
        <Link to="/mypage/myeyechart" className="font-semibold text-brand-700 underline">
          시력 기록
        </Link>
        에 미리 등록해 두세요.
      </p>
    )
  return (
    <div className="mt-4 rounded-2xl border border-brand-100 bg-brand-50/50 p-4">
      <Checkbox
        checked={value === r.recordNo}
        onChange={(e) => onChange(e.target.checked ? r.recordNo : null)}
        label={<span className="font-semibold">최근 시력 기록을 매장에 함께 전달할게요</span>}
      />
      <p className="mt-2 pl-7 text-sm text-gray-700">
        {displayDate(r.examYmd)} · {r.place}
        <br />
        오른쪽 SPH {formatOptical('sph', r.right.sph)} CYL {formatOptical('cyl', r.right.cyl)} · 왼쪽 SPH {formatOptical('sph', r.left.sph)}{' '}
        CYL {formatOptical('cyl', r.left.cyl)}
      </p>
      <p className="mt-1 pl-7 text-xs text-gray-600">예약한 매장만 볼 수 있고, 매장에서 다시 확인한 뒤 렌즈를 맞춰 드려요.</p>
    </div>
  )
}
