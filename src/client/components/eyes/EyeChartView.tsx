import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Button, EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { eyeQueries } from '~/client/queries/eyes'
import { displayDate } from '~/shared/format'
import { EyeRecordCard } from './EyeRecordCard'
import { EyeTrendChart } from './EyeTrendChart'
import { PrescriptionForm } from './PrescriptionForm'

/** /mypage/myeyechart: the chart of SPH/CYL over time, the records, and the prescription upload. */
export function EyeChartView() {
  const q = useQuery(eyeQueries.records())
  const qc = useQueryClient()
  const dialog = useDialog()
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<number | null>(null)

  if (q.isPending) return <ListSkeleton rows={3} label="시력 기록을 불러오는 중" />
  if (q.isError)
    return (
      <ErrorState
        title="시력 기록을 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={() => q.refetch()}>
            다시 시도
          </button>
        }
      />
    )

  const list = q.data.list
  const charted = list.filter((r) => r.right.sph != null || r.left.sph != null)

  const remove = async (recordNo: number, examYmd: string) => {
    const ok = await dialog.confirm(
      `${displayDate(examYmd)} 시력 기록을 삭제할까요?\n등록한 처방전 파일도 함께 삭제되며 되돌릴 수 없어요.`,
      { confirmLabel: '삭제' },
    )
    if (!ok) return
    setDeleting(recordNo)
    const r = await getApi().eyes.remove(recordNo)
    setDeleting(null)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '삭제하지 못했어요. 잠시 후 다시 시도해 주세요.')
    await qc.invalidateQueries({ queryKey: eyeQueries.all })
  }

  return (
    <div className="space-y-5">
      {adding ? (
        <PrescriptionForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)}>처방전 등록</Button>
          <Link to="/davichstore/reservation" className={btn.secondary}>
            매장 시력 검사 예약
          </Link>
          {charted.length ? (
            <Link to="/mypage/myfaceinfo/lens" className={btn.secondary} data-testid="lens-preview-link">
              렌즈 두께 미리보기
            </Link>
          ) : null}
        </div>
      )}
      {list.length === 0 ? (
        <EmptyState title="아직 시력 기록이 없어요">
          다비치 매장에서 시력 검사를 받으시면 결과가 자동으로 기록돼요. 안과에서 받은 처방전은 직접 등록할 수 있어요.
        </EmptyState>
      ) : (
        <>
          {charted.length ? <EyeTrendChart records={charted} /> : null}
          <section aria-labelledby="eye-records-title">
            <h2 id="eye-records-title" className="mb-2 text-base font-bold text-gray-900">
              검사 기록 <span className="text-sm font-normal text-gray-600">{list.length}건</span>
            </h2>
            <ul className="space-y-3">
              {list.map((r) => (
                <EyeRecordCard
                  key={r.recordNo}
                  record={r}
                  actions={
                    <Button
                      variant="small"
                      loading={deleting === r.recordNo}
                      loadingLabel="삭제 중…"
                      onClick={() => remove(r.recordNo, r.examYmd)}
                      aria-label={`${displayDate(r.examYmd)} 기록 삭제`}
                    >
                      삭제
                    </Button>
                  }
                />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  )
}
