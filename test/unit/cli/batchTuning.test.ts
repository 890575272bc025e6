import { describe, expect, it } from 'vitest';
import { batchHeapLimitMb } from '../../../src/cli/batchTuning.js';

describe('batchHeapLimitMb', () => {
  it("keeps a build's command thread at 1 GB at most (V8 then grows its heap less far past what is live)", () => {
    expect(batchHeapLimitMb(4144, [], '')).toBe(1024);
    expect(batchHeapLimitMb(512, [], '')).toBe(512);
  });

  it('keeps the limit the user chose, in the arguments or NODE_OPTIONS', () => {
    expect(batchHeapLimitMb(4096, ['--max-old-space-size=4096'], '')).toBe(4096);
    expect(batchHeapLimitMb(8192, [], '--max_old_space_size=8192 --conditions=x')).toBe(8192);
    expect(batchHeapLimitMb(4144, ['--max-semi-space-size=8'], '--inspect')).toBe(1024);
  });
});
