import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, vi } from 'vitest'
import { DialogProvider } from '~/client/components/Dialogs'

/**
 * Component tests in the unit layer (Testing Library on happy-dom): the component with a fresh query client and
 * the dialog provider, as the app's root gives them. The API client is mocked per test file:
 *   vi.mock('~/client/api', () => ({ getApi: () => api }))
 */
export function renderWithApp(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>{ui}</DialogProvider>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  sessionStorage.clear()
  localStorage.clear()
})

/** An API answer as the client returns it. */
export const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data })
export const fail = (status: number, field: string, reason: string) => ({
  ok: false as const,
  status,
  error: { status, errors: [{ field, reason }] },
})
