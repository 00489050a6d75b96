import { btn } from '~/client/components/ui'
import type { ChangedField } from '~/shared/admin/version-conflict'

/**
 * What a console editor shows after a 409 (src/shared/admin/version-conflict.ts): the reason, each changed field with
 * its value before and now, and one way forward — load what stands now (the operator's own edits are dropped, so
 * they can be re-applied knowingly). Shared by both desks' editors.
 */
export function ConflictNotice({ reason, changed, onReload }: { reason: string; changed: ChangedField[]; onReload: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-gray-900">
      <p className="font-semibold">{reason}</p>
      {changed.length ? (
        <table className="mt-2 w-full text-left text-[13px]">
          <caption className="sr-only">바뀐 항목</caption>
          <thead>
            <tr className="text-gray-700">
              <th scope="col" className="py-1 pr-3 font-semibold">
                항목
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                내가 본 값
              </th>
              <th scope="col" className="py-1 font-semibold">
                지금 값
              </th>
            </tr>
          </thead>
          <tbody>
            {changed.map((c) => (
              <tr key={c.field} className="border-t border-amber-200">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {c.label}
                </th>
                <td className="py-1 pr-3 break-all text-gray-700">{c.was || '(비어 있음)'}</td>
                <td className="py-1 break-all font-semibold">{c.now || '(비어 있음)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-1 text-gray-700">화면에 보이는 항목은 그대로지만 다른 변경이 먼저 저장되었습니다.</p>
      )}
      <button type="button" className={btn.small + ' mt-3'} onClick={onReload}>
        최신 내용 불러오기
      </button>
    </div>
  )
}
