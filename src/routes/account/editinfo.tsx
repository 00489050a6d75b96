import { createFileRoute } from '@tanstack/react-router'
import { AccountCard } from '~/client/components/account/AccountCard'
import { EditInfoForm } from './-components/EditInfoForm'

export const Route = createFileRoute('/account/editinfo')({
  head: () => ({ meta: [{ title: '회원정보 수정 | 다비치마켓' }] }),
  staticData: { title: '회원정보 수정' },
  component: () => (
    <AccountCard title="회원정보 수정">
      <EditInfoForm />
    </AccountCard>
  ),
})
