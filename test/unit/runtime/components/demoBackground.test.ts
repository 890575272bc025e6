import { describe, expect, it } from 'vitest';
import { demoBackground } from '../../../../src/runtime/components/DemoBlock.js';

describe('demoBackground', () => {
  it('reads bg as MUI’s docs do', () => {
    expect(demoBackground({})).toBe('outlined');
    expect(demoBackground({ bg: 'outlined' })).toBe('outlined');
    expect(demoBackground({ bg: true })).toBe('filled');
    expect(demoBackground({ bg: false })).toBe('inline');
    expect(demoBackground({ bg: 'inline' })).toBe('inline');
    expect(demoBackground({ bg: 'playground' })).toBe('playground');
    expect(demoBackground({ bg: 'gradient' })).toBe('gradient');
  });

  it('frames a demo in an iframe as filled, whatever its bg', () => {
    expect(demoBackground({ iframe: true })).toBe('filled');
    expect(demoBackground({ iframe: true, bg: 'inline' })).toBe('filled');
  });

  it('takes a name it does not know (or one that would make a class of anything) as outlined', () => {
    expect(demoBackground({ bg: 'blackout' })).toBe('outlined');
    expect(demoBackground({ bg: 'inline x" onclick="' })).toBe('outlined');
    expect(demoBackground({ bg: 'constructor' })).toBe('outlined');
  });
});
