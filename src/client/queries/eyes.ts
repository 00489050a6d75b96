import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const eyeQueries = {
  all: ['eyes'] as const,
  records: () => queryOptions({ queryKey: ['eyes', 'records'], queryFn: async () => unwrap(await getApi().eyes.records()) }),
  latest: () => queryOptions({ queryKey: ['eyes', 'latest'], queryFn: async () => unwrap(await getApi().eyes.latest()) }),
  /** The run-out day of the member's latest contact-lens purchase (my-page). */
  contactSupply: () =>
    queryOptions({ queryKey: ['eyes', 'contact-supply'], queryFn: async () => unwrap(await getApi().eyes.contactSupply()) }),
  /** Glasses lenses in several indices with their prices (the lens thickness preview). */
  lensOptions: () =>
    queryOptions({
      queryKey: ['eyes', 'lens-options'],
      queryFn: async () => unwrap(await getApi().eyes.lensOptions()),
      staleTime: 300_000,
    }),
}
