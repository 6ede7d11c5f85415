import { isPromotionActive, promotionEnd, promotionStart } from './promotion';

describe('the promotional banner window (November 2023, Pacific time)', () => {
  it('starts at midnight Pacific Standard Time on 24 November 2023', () => {
    expect(promotionStart.toISOString()).toBe('2023-11-24T08:00:00.000Z');
    expect(isPromotionActive(new Date('2023-11-24T07:59:59.999Z'))).toBe(false);
    expect(isPromotionActive(new Date('2023-11-24T08:00:00.000Z'))).toBe(true);
  });

  it('ends at midnight Pacific Standard Time after 28 November 2023', () => {
    expect(promotionEnd.toISOString()).toBe('2023-11-29T08:00:00.000Z');
    expect(isPromotionActive(new Date('2023-11-29T07:59:59.999Z'))).toBe(true);
    expect(isPromotionActive(new Date('2023-11-29T08:00:00.000Z'))).toBe(false);
  });

  it('reads the window in Pacific time, not in UTC', () => {
    // 23:30 on 23 November in California is already 24 November in UTC.
    expect(isPromotionActive(new Date('2023-11-24T07:30:00Z'))).toBe(false);
    // 23:30 on 28 November in California is 29 November in UTC and still inside.
    expect(isPromotionActive(new Date('2023-11-29T07:30:00Z'))).toBe(true);
  });

  it('is off on the other days of the year and in other years', () => {
    expect(isPromotionActive(new Date('2023-11-01T12:00:00Z'))).toBe(false);
    expect(isPromotionActive(new Date('2024-11-26T12:00:00Z'))).toBe(false);
    expect(isPromotionActive(new Date())).toBe(false);
  });
});
