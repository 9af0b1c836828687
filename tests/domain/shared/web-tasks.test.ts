import { describe, expect, it } from 'vitest';
import { hasTask } from '../../../src/domain/tasks/web-tasks.ts';

describe('menu access per task (spec §6)', () => {
  it('treats an empty task list as all tasks', () => {
    expect(hasTask([], 'ORDER')).toBe(true);
  });
  it('allows only the listed tasks otherwise', () => {
    expect(hasTask(['RECEPTION', 'EXPEDITION'], 'RECEPTION')).toBe(true);
    expect(hasTask(['RECEPTION', 'EXPEDITION'], 'ORDER')).toBe(false);
  });
});
