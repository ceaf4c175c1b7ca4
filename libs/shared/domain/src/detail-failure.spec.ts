import { detailFailure } from './detail-failure';

describe('detailFailure', () => {
  it('says a post is gone only for 404 and 410', () => {
    expect(detailFailure(404, 'POST_NOT_FOUND')).toBe('removed');
    expect(detailFailure(404)).toBe('removed');
    expect(detailFailure(410)).toBe('removed');
    expect(detailFailure(410, 'POST_EXPIRED')).toBe('expired');
  });

  it('calls every other failure a failed read that may be retried', () => {
    for (const status of [500, 502, 503, 504, 429, 400, 'FETCH_ERROR', undefined]) expect(detailFailure(status)).toBe('unavailable');
    // A code alone does not make a server error a removal.
    expect(detailFailure(503, 'POST_EXPIRED')).toBe('unavailable');
  });
});
