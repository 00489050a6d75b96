import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '~/shared/url-search'
import { SignInForm } from './-components/SignInForm'

/** Operator sign-in: id + password + the authenticator app's 6-digit code (first sign-in: enrolment QR). */
export const Route = createFileRoute('/admin/login')({
  validateSearch: searchParams({ returnUrl: text(300) }),
  staticData: { title: '운영자 로그인' },
  component: SignInPage,
})

function SignInPage() {
  return <SignInForm returnUrl={Route.useSearch().returnUrl} />
}
