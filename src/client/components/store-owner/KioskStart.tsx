import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useMember } from '~/client/hooks/useMember'
import { startKioskDevice } from '~/client/hooks/useKiosk'
import { storeOwnerQueries } from '~/client/queries/store-owner'
import { formatServerTime } from '~/shared/format'
import type { OwnerDashboard } from '~/shared/api/store-owner-types'
import { useDialog } from '../Dialogs'
import { Field, btn } from '../ui'

/**
 * Starts kiosk mode on THIS device for the owner's store: the server issues a device token for the owner's
 * store, the device keeps it with the store code, and the owner is signed out (no session stays on a kiosk).
 */
export function KioskStart({ storeName, devices }: { storeName: string; devices: OwnerDashboard['kioskDevices'] }) {
  const dialog = useDialog()
  const { signOut } = useMember()
  const [name, setName] = useState('매장 키오스크')
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  // A lost or replaced tablet: its token is refused from the next call on; the list comes back without it.
  const revoke = useMutation({
    mutationFn: async (deviceNo: number) => {
      const r = await getApi().storeOwner.revokeKiosk(deviceNo)
      if (!r.ok) throw new Error(r.error.errors[0]?.reason ?? '기기를 사용 중지하지 못했어요.')
    },
    onError: (e) => void dialog.warn(e.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeOwnerQueries.all }),
  })
  const stop = async (d: OwnerDashboard['kioskDevices'][number]) => {
    const label = d.deviceName || '이름 없는 기기'
    if (
      await dialog.confirm(`'${label}'을(를) 사용 중지할까요? 이 기기에서는 더 이상 방문 접수를 할 수 없어요.`, {
        confirmLabel: '사용 중지',
      })
    )
      revoke.mutate(d.deviceNo)
  }
  const start = async () => {
    if (
      !(await dialog.confirm(`이 기기를 ${storeName} 키오스크로 시작할까요? 시작하면 점주님 계정은 이 기기에서 로그아웃돼요.`, {
        confirmLabel: '키오스크 시작',
      }))
    )
      return
    setBusy(true)
    const r = await getApi().storeOwner.startKiosk(name.trim())
    if (!r.ok) {
      setBusy(false)
      await dialog.warn(r.error.errors[0]?.reason ?? '키오스크를 시작하지 못했어요.')
      return
    }
    startKioskDevice(r.data)
    await signOut()
    window.location.assign('/kiosk')
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">매장 입구의 태블릿에서 이 버튼을 누르면, 고객이 휴대폰 번호로 직접 방문 접수를 할 수 있어요.</p>
      <div className="flex items-end gap-2">
        <Field className="flex-1" label="기기 이름" value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
        <button type="button" className={btn.dark} disabled={busy} onClick={() => void start()} data-testid="kiosk-start">
          {busy ? '시작 중…' : '이 기기에서 키오스크 시작'}
        </button>
      </div>
      {devices.length ? (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-100 text-sm">
          {devices.map((d) => (
            <li key={d.deviceNo} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 flex-1 truncate">{d.deviceName || '이름 없는 기기'}</span>
              <span className="text-gray-600">{formatServerTime(d.startedDttm, 'MM.DD HH:mm')} 시작</span>
              <button
                type="button"
                className="rounded-lg border border-gray-300 px-2 py-1 text-xs text-gray-700 hover:bg-gray-50 disabled:opacity-50"
                disabled={revoke.isPending && revoke.variables === d.deviceNo}
                onClick={() => void stop(d)}
              >
                사용 중지
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
