import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { ApiResult } from '~/shared/api/result'
import { useDialog } from '../Dialogs'
import { storeOwnerQueries } from '~/client/queries/store-owner'

/**
 * One owner action (a status change): an optional confirm dialog, the call, a Korean error dialog when it is
 * refused (409: another screen was first), then every store-owner query is fetched again. `busy` names the
 * action running, so its button is disabled (one click, one request).
 */
export function useOwnerAction() {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [busy, setBusy] = useState<string | null>(null)
  const run = useCallback(
    async <T>(
      key: string,
      call: () => Promise<ApiResult<T>>,
      opts: { confirm?: string; confirmLabel?: string; done?: string } = {},
    ): Promise<T | null> => {
      if (opts.confirm && !(await dialog.confirm(opts.confirm, { confirmLabel: opts.confirmLabel }))) return null
      setBusy(key)
      try {
        const r = await call()
        if (!r.ok) {
          await dialog.warn(r.error.errors[0]?.reason ?? '처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
          return null
        }
        if (opts.done) await dialog.alert(opts.done)
        return r.data
      } finally {
        setBusy(null)
        await qc.invalidateQueries({ queryKey: storeOwnerQueries.all })
      }
    },
    [dialog, qc],
  )
  return { run, busy }
}
