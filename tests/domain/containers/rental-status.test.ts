import { describe, expect, it } from 'vitest';
import {
  canChangeRental,
  isRentalStatus,
  rentalStatuses,
} from '../../../src/domain/containers/rental-status.ts';

describe('the rental state machine (issue 20 item 4, spec §4)', () => {
  it('goes Registered → Open → Closed, the provider opening', () => {
    expect(canChangeRental('Registered', 'Open', 'provider')).toBe(true);
    expect(canChangeRental('Open', 'Closed', 'provider')).toBe(true);
  });

  it('lets the customer close its open rental but never open one', () => {
    expect(canChangeRental('Registered', 'Open', 'customer')).toBe(false);
    expect(canChangeRental('Open', 'Closed', 'customer')).toBe(true);
  });

  it('lets either withdraw a registered rental (Registered → Closed, nothing handed over)', () => {
    expect(canChangeRental('Registered', 'Closed', 'provider')).toBe(true);
    expect(canChangeRental('Registered', 'Closed', 'customer')).toBe(true);
  });

  it('never goes back', () => {
    for (const actor of ['provider', 'customer'] as const) {
      expect(canChangeRental('Closed', 'Open', actor)).toBe(false);
      expect(canChangeRental('Open', 'Registered', actor)).toBe(false);
      for (const status of rentalStatuses) {
        expect(canChangeRental(status, status, actor)).toBe(false);
        expect(canChangeRental('Closed', status, actor)).toBe(false);
      }
    }
  });

  it('knows its statuses', () => {
    expect(rentalStatuses).toEqual(['Registered', 'Open', 'Closed']);
    expect(isRentalStatus('Open')).toBe(true);
    expect(isRentalStatus('open')).toBe(false);
  });
});
