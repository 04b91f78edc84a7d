import { automationPushApplies, DEFAULT_AUTOMATION_PUSH } from './automation-rules';

const at = (h: number, m: number) => new Date(2026, 10, 24, h, m);

describe('automationPushApplies', () => {
  const withStore = {
    ...DEFAULT_AUTOMATION_PUSH,
    is_enable: true,
    actions: {
      ...DEFAULT_AUTOMATION_PUSH.actions,
      pushed_connected_channels: {
        ...DEFAULT_AUTOMATION_PUSH.actions.pushed_connected_channels,
        store_ids: ['0d7f3c59-4a4b-4a5e-9a55-1b2c3d4e5f60'],
      },
    },
  };

  it('needs the switch on, a target store and the time frame', () => {
    expect(automationPushApplies(DEFAULT_AUTOMATION_PUSH, at(12, 0))).toBe(false);
    expect(automationPushApplies(withStore, at(12, 0))).toBe(true);
    expect(automationPushApplies({ ...withStore, is_enable: false }, at(12, 0))).toBe(false);
    const evening = { ...withStore, when: { from: '18:00', to: '20:00' } };
    expect(automationPushApplies(evening, at(12, 0))).toBe(false);
    expect(
      automationPushApplies({ ...evening, time_schedule: 'all_day' as const }, at(12, 0)),
    ).toBe(true);
    // a frame over midnight (isTimeInRange of shared/format)
    const night = { ...withStore, when: { from: '22:00', to: '06:00' } };
    expect(automationPushApplies(night, at(23, 30))).toBe(true);
    expect(automationPushApplies(night, at(12, 0))).toBe(false);
  });
});
