import { btn, ErrorState } from '~/client/components/ui'

/** A console list or panel that failed to load: the API's Korean reason and a retry. */
export function QueryError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <ErrorState
      title={title}
      action={
        <button type="button" className={btn.secondary} onClick={onRetry}>
          다시 불러오기
        </button>
      }
    >
      {error instanceof Error ? error.message : null}
    </ErrorState>
  )
}
