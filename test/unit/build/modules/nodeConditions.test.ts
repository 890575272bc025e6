import { describe, expect, it } from 'vitest';
import { nodeConditions } from '../../../../src/build/modules/nodeConditions.js';

describe('nodeConditions', () => {
  it('reads --conditions and -C from the arguments and NODE_OPTIONS, in both spellings, once each', () => {
    expect(nodeConditions(['--conditions', 'node', '--conditions=development', '-C', 'custom'], '-C=custom --conditions worker')).toEqual([
      'node',
      'development',
      'custom',
      'worker',
    ]);
  });

  it('is empty for a process started without them', () => {
    expect(nodeConditions(['--max-old-space-size=512'], '')).toEqual([]);
  });
});
