import { checkBooks } from '../services/books'
import type { NightlyJob } from './index'

/** The nightly reconciliation (issue 24): the logic is services/books.ts; this only registers it. */
export const booksCheckJob: NightlyJob = {
  name: 'books-check',
  run: async (env, now) => {
    await checkBooks(env, now)
    return 1
  },
}
