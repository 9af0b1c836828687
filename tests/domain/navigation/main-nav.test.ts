import { describe, expect, it } from 'vitest';
import { ordersItemName, visibleNavItems, type NavContext } from '../../../src/domain/navigation/main-nav.ts';

const plainLocation = {
  isProvider: false,
  isPooling: false,
  isCommission: false,
  isDispatch: false,
  isContainerActive: false,
};
const context = (overrides: Partial<NavContext> = {}, location = {}): NavContext => ({
  tasks: [],
  isGlobalAdmin: false,
  ...overrides,
  location: { ...plainLocation, ...location },
});

describe('main navigation visibility (spec §2)', () => {
  it('always shows the start page and support', () => {
    expect(visibleNavItems(context({ tasks: ['REPORTS'] }))).toEqual(['home', 'reports', 'support']);
  });

  it('shows Buy/Orders and Sell/Pickups with their tasks at non-provider locations only', () => {
    expect(visibleNavItems(context())).toEqual(expect.arrayContaining(['orders', 'dispatch']));
    expect(visibleNavItems(context({}, { isProvider: true }))).not.toContain('orders');
    expect(visibleNavItems(context({}, { isProvider: true }))).not.toContain('dispatch');
    expect(visibleNavItems(context({ tasks: ['DISPATCH'] }))).not.toContain('orders');
  });

  it('shows Goods delivery with SHIPMENT at pooling, commission or provider locations', () => {
    expect(visibleNavItems(context())).not.toContain('delivery');
    for (const flag of ['isPooling', 'isCommission', 'isProvider']) {
      expect(visibleNavItems(context({ tasks: ['SHIPMENT'] }, { [flag]: true }))).toContain('delivery');
    }
    expect(visibleNavItems(context({ tasks: ['ORDER'] }, { isPooling: true }))).not.toContain('delivery');
  });

  it('shows Reception with the RECEPTION task anywhere', () => {
    expect(visibleNavItems(context({ tasks: ['RECEPTION'] }))).toContain('reception');
    expect(visibleNavItems(context({ tasks: ['ORDER'] }))).not.toContain('reception');
  });

  it('shows Dispatching with EXPEDITION at provider or dispatch locations', () => {
    expect(visibleNavItems(context())).not.toContain('expedition');
    expect(visibleNavItems(context({}, { isDispatch: true }))).toContain('expedition');
    expect(visibleNavItems(context({ tasks: ['EXPEDITION'] }, { isProvider: true }))).toContain('expedition');
  });

  it('shows Container at an active container location with the task, or to a global admin', () => {
    expect(visibleNavItems(context())).not.toContain('containers');
    expect(visibleNavItems(context({}, { isContainerActive: true }))).toContain('containers');
    const noTask = { tasks: ['ORDER' as const] };
    expect(visibleNavItems(context(noTask, { isContainerActive: true }))).not.toContain('containers');
    expect(
      visibleNavItems(context({ ...noTask, isGlobalAdmin: true }, { isContainerActive: true })),
    ).toContain('containers');
  });

  describe('the Container item (spec §2: task CONTAINER and an active container location, or a global admin with one)', () => {
    const active = { isContainerActive: true };
    it('shows it for task CONTAINER at an active container location', () => {
      expect(visibleNavItems(context({ tasks: ['CONTAINER'] }, active))).toContain('containers');
      expect(visibleNavItems(context({ tasks: ['CONTAINER', 'REPORTS'] }, active))).toEqual([
        'home',
        'containers',
        'reports',
        'support',
      ]);
    });

    it('shows it to a global admin at an active container location, whatever the tasks', () => {
      expect(
        visibleNavItems(
          context({ tasks: ['RECEPTION'], isGlobalAdmin: true }, { ...active, isProvider: true }),
        ),
      ).toContain('containers');
    });

    it('hides it without an active container location, task or global admin alike', () => {
      expect(visibleNavItems(context({ tasks: ['CONTAINER'] }))).not.toContain('containers');
      expect(visibleNavItems(context({ tasks: ['CONTAINER'], isGlobalAdmin: true }))).not.toContain(
        'containers',
      );
    });

    it('reads an empty task list as every task (spec §6)', () => {
      expect(visibleNavItems(context({ tasks: [] }, active))).toContain('containers');
      expect(visibleNavItems(context({ tasks: ['ORDER'] }, active))).not.toContain('containers');
    });
  });

  it('gives the dock worker reception, dispatching and goods delivery only (demo account lager)', () => {
    const lager = context(
      { tasks: ['RECEPTION', 'EXPEDITION', 'SHIPMENT'] },
      { isProvider: true, isDispatch: true },
    );
    expect(visibleNavItems(lager)).toEqual(['home', 'delivery', 'reception', 'expedition', 'support']);
  });

  it('names the orders item Orders at pooling or commission locations, otherwise Buy', () => {
    expect(ordersItemName({ ...plainLocation, isPooling: true })).toBe('orders');
    expect(ordersItemName({ ...plainLocation, isCommission: true })).toBe('orders');
    expect(ordersItemName(plainLocation)).toBe('buy');
  });
});
