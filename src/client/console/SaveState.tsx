import { seoulText } from '~/shared/admin/campaign'

/** An editor's save state beside its 저장 button: saving, unsaved changes, or when it was last saved (Seoul time). */
export function SaveState({ saving, dirty, updatedAt }: { saving?: boolean; dirty: boolean; updatedAt?: string | null }) {
  return (
    <span className="text-xs text-gray-600" role="status">
      {saving ? '저장하는 중…' : dirty ? '저장하지 않은 변경이 있어요' : updatedAt ? `${seoulText(updatedAt)} 저장됨` : ''}
    </span>
  )
}

/** Why an editor's save or step was refused, above its form. */
export function FormNotice({ notice }: { notice: string | null }) {
  return notice ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-accent">
      {notice}
    </p>
  ) : null
}
