import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { productionEnv } from '../test/production-env.ts';
import { faultPoint, faultPoints } from './fault-point.ts';

describe('fault points (the fault suite kills the server at them; modules/ledger/fault-suite.test.ts)', () => {
  it('do nothing unless FAULT_AT or FAULT_AT_FILE is set: this process runs on past every one', () => {
    for (const name of faultPoints) faultPoint(name);
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('are refused in production, by name of the setting', () => {
    expect(() => loadConfig({ ...productionEnv, FAULT_AT: 'payment.started' })).toThrow(/FAULT_AT and FAULT_AT_FILE are for fault tests/);
    expect(() => loadConfig({ ...productionEnv, FAULT_AT_FILE: '/tmp/fault-at' })).toThrow(/refused in production/);
    expect(loadConfig(productionEnv).isProduction).toBe(true);
  });
});
