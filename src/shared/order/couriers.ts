/**
 * Couriers a delivery order leaves with (the domain notes, Orders and delivery: 한진, CJ대한통운, 로젠, 우체국),
 * by the carrier codes Korean tracking services use, and the invoice (송장) number's shape.
 */
export const COURIERS = [
  { code: '04', name: 'CJ대한통운' },
  { code: '05', name: '한진택배' },
  { code: '06', name: '로젠택배' },
  { code: '01', name: '우체국택배' },
] as const

export const courierName = (code: string) => COURIERS.find((c) => c.code === code)?.name ?? null

/** An invoice number: 10 to 14 digits (hyphens as printed on the label are dropped first). */
export const INVOICE_NO = /^\d{10,14}$/
