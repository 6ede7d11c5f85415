/**
 * The promotional banner's window (docs/product.md#landing-page: one window in November 2023, Pacific
 * time): from the start of Black Friday to the end of Giving Tuesday. Pacific
 * Daylight Time ended on 5 November 2023, so both instants are in PST (UTC−8).
 */
export const promotionStart = new Date('2023-11-24T00:00:00-08:00');
/** The first instant after the window (the end is exclusive). */
export const promotionEnd = new Date('2023-11-29T00:00:00-08:00');

/** Whether the promotional banner shows at `now`. */
export function isPromotionActive(now: Date): boolean {
  const time = now.getTime();
  return time >= promotionStart.getTime() && time < promotionEnd.getTime();
}
