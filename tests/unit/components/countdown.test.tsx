// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { Countdown } from '~/client/components/Countdown'

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T00:00:00Z') }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

it('counts down to the deal end every second and ends at 종료', async () => {
  render(<Countdown seconds={62} endAt="2026-11-27T00:01:02Z" />)
  expect(screen.getByRole('timer').textContent).toBe('00:01:02 남음')
  await act(async () => void (await vi.advanceTimersByTimeAsync(2000)))
  expect(screen.getByRole('timer').textContent).toBe('00:01:00 남음')
  await act(async () => void (await vi.advanceTimersByTimeAsync(61_000)))
  expect(screen.getByRole('timer').textContent).toBe('종료')
})
