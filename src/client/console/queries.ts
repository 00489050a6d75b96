import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { AccessLogEntry, OperatorListEntry, Paged } from '~/shared/api/admin-types'
import { consoleCall } from './api'

type Query = Record<string, string | number | undefined | null>

/** The console's query-options factory: one key root ['console', …] (sign-out drops it), previous page kept while the next loads. */
export const consoleQueries = {
  all: ['console'] as const,
  /** Every query of one console path (whatever its search): the key to invalidate after a change there. */
  path: (path: string) => ['console', path] as const,
  list: <T>(path: string, query: Query) =>
    queryOptions({
      queryKey: ['console', path, query],
      queryFn: async () => unwrap(await consoleCall<Paged<T>>(path, { query })),
      placeholderData: keepPreviousData,
    }),
  get: <T>(path: string, query: Query = {}) =>
    queryOptions({
      queryKey: ['console', path, query],
      queryFn: async () => unwrap(await consoleCall<T>(path, { query })),
    }),
  audit: (query: Query) => consoleQueries.list<AccessLogEntry>('/audit', query),
  operators: () => consoleQueries.get<{ rows: OperatorListEntry[] }>('/operators'),
}
