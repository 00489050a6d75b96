import { useState } from 'react'
import { getApi } from '~/client/api'
import { useMember } from '~/client/hooks/useMember'
import { startKioskDevice } from '~/client/hooks/useKiosk'
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
            <li key={d.deviceNo} className="flex justify-between px-3 py-2">
              <span>{d.deviceName || '이름 없는 기기'}</span>
              <span className="text-gray-600">{formatServerTime(d.startedDttm, 'MM.DD HH:mm')} 시작</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
