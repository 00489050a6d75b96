/**
 * Review list orders (the goods page's sort select and the review query's `sort`). Kept apart from
 * ./schemas/voice so the goods page's first screen does not download the form schemas (and valibot) with them.
 */
export const REVIEW_SORTS = ['new', 'high', 'low'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
export const REVIEW_SORT_LABEL: Record<ReviewSort, string> = { new: '최신순', high: '별점 높은순', low: '별점 낮은순' }
