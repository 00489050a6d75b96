import { notFound } from '@tanstack/react-router'
import { ApiCallError } from '~/shared/api/result'

/**
 * Loader helper, one meaning of not-found all the way down: an API 404 becomes the router's notFound()
 * ('Page Not Found: {path}', HTTP 404). Other failures are thrown on to the route's error view.
 */
export async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p
  } catch (e) {
    if (e instanceof ApiCallError && e.body.status === 404) throw notFound()
    throw e
  }
}
