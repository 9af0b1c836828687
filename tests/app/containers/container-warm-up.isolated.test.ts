import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../src/app/api/client.ts';
import { warmUpPlan } from '../../../src/app/warm-up/warm-up-plan.ts';
import type { StartBundle, StatusLocation } from '../../../src/domain/session/session-status.ts';
import type { WebTaskId } from '../../../src/domain/tasks/web-tasks.ts';

const location = (isContainerActive: boolean): StatusLocation => ({
  id: 60,
  name: 'Miljøretur Lørenskog',
  number: '7080000900014',
  typeId: 'LEV',
  statusId: 1,
  isProvider: false,
  isPooling: false,
  isCommission: false,
  isDispatch: false,
  isContainerActive,
  poolingGroupId: null,
});

function startOf(tasks: WebTaskId[], at: StatusLocation): StartBundle {
  const user = {
    id: 9,
    customerId: 5,
    locationId: at.id,
    isGlobalAdmin: false,
    isProvider: false,
    isCustomerAdmin: false,
    reportLevel: 0,
  };
  return {
    status: { customer: { id: 5 }, location: at, user, loginUser: user, language: 'en-US' },
    tasks,
  } as unknown as StartBundle;
}

vi.mock('../../../src/app/api/client.ts', () => ({
  callApi: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 50, locations: [], types: [] })),
}));

const areas = (start: StartBundle) =>
  warmUpPlan(start, { isReceiptHost: false, isReceiptScreen: false }).map(({ queryKey }) => queryKey[0]);

describe('the warm-up keeps the container register for users of the Container menu (issue 20 item 2)', () => {
  it('keeps it for task CONTAINER at an active container location', () => {
    expect(areas(startOf(['CONTAINER', 'REPORTS'], location(true)))).toContain('containers');
  });

  it('keeps nothing of it without the Container menu', () => {
    expect(areas(startOf(['CONTAINER'], location(false)))).not.toContain('containers');
    expect(areas(startOf(['ORDER'], location(true)))).not.toContain('containers');
  });

  it("calls the register's list without a cancel key, so the screen's own list call never cancels it", async () => {
    const start = startOf(['CONTAINER'], location(true));
    const step = warmUpPlan(start, { isReceiptHost: false, isReceiptScreen: false }).find(
      ({ queryKey }) => queryKey[0] === 'containers',
    )!;
    await step.run(new QueryClient());
    expect(callApi).toHaveBeenCalledWith('Containers', expect.anything());
    expect(vi.mocked(callApi).mock.calls[0]![1]).not.toHaveProperty('latestOf');
  });
});
