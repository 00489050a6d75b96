import { useState } from 'react'

/** A form's SMS certification and its one error line: `onVerified` keeps the proof and clears the error. */
export function useCert() {
  const [cert, setCert] = useState<{ mobile: string; proof: string } | null>(null)
  const [err, setErr] = useState<string | null>(null)
  const onVerified = (mobile: string, proof: string) => {
    setCert({ mobile, proof })
    setErr(null)
  }
  return { cert, err, setErr, onVerified }
}
