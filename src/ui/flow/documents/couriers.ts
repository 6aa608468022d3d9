/** Courier codes offered for originals sent by post; anything else is kept as the name typed under OTHER. */
export const COURIERS = ['SF', 'EMS', 'JD', 'ZTO', 'YTO', 'DHL', 'FEDEX', 'UPS'] as const
export type CourierCode = (typeof COURIERS)[number]

export const isCourierCode = (value: string): value is CourierCode =>
  (COURIERS as readonly string[]).includes(value)

/** Tracking numbers: 6–30 letters, digits or dashes (the rule of domain validate.ts documentIssues). */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,30}$/
