import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

/** Family accounts: the list (with the representative's pending invitations), an invitation's preview, the yearly statement. */
export const familyQueries = {
  all: ['family'] as const,
  receiptAll: ['family', 'receipt'] as const,
  list: () => queryOptions({ queryKey: ['family', 'list'], queryFn: async () => unwrap(await getApi().family.list()) }),
  invitation: (code: string) =>
    queryOptions({
      queryKey: ['family', 'invitation', code],
      queryFn: async () => unwrap(await getApi().family.preview(code)),
      retry: false,
    }),
  receipt: (year: number) =>
    queryOptions({ queryKey: ['family', 'receipt', year], queryFn: async () => unwrap(await getApi().family.receipt(year)) }),
}
