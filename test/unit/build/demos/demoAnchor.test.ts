import { describe, expect, it } from 'vitest';
import { demoAnchor } from '../../../../src/build/demos/demoBlocks.js';

describe('demoAnchor', () => {
  it('is demo-<name>, from the demo file without extension, unique on its page', () => {
    const taken = new Set<string>();
    expect(demoAnchor('demos/BasicButtons.js', taken)).toBe('demo-BasicButtons');
    expect(demoAnchor('BasicButtons.tsx', taken)).toBe('demo-BasicButtons-2');
    expect(demoAnchor('other/BasicButtons.js', taken)).toBe('demo-BasicButtons-3');
    expect(demoAnchor('Odd name.js', taken)).toBe('demo-Odd-name');
    expect(demoAnchor('demos/BasicButtons.js', new Set())).toBe('demo-BasicButtons');
  });
});
