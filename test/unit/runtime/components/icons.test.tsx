import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '../../../../src/runtime/components/icons.js';

const { DemoActionIcon, ...materialIcons } = icons;

/** @mui/icons-material's icon of that name (a devDependency: docsgen's code has its own copies). */
async function original(name: string): Promise<ComponentType<SvgIconProps>> {
  return ((await import(`@mui/icons-material/${name}`)) as { default: ComponentType<SvgIconProps> }).default;
}

describe("docsgen's own icons (src/runtime/components/icons.tsx)", () => {
  it('are every icon docsgen uses', () => {
    expect(Object.keys(materialIcons).sort()).toEqual([
      'AccessibilityNew',
      'AddRounded',
      'CloseRounded',
      'ColorLensOutlined',
      'DarkModeOutlined',
      'FormatTextdirectionLToR',
      'FormatTextdirectionRToL',
      'GitHub',
      'Inventory2Outlined',
      'LightModeOutlined',
      'MenuRounded',
      'RemoveRounded',
      'SearchRounded',
      'SettingsBrightnessOutlined',
      'SettingsOutlined',
      'SubdirectoryArrowRightRounded',
      'UnfoldMoreRounded',
    ]);
  });

  it.each(Object.entries(materialIcons))('%s renders as the Material icon of its name, its props and data-testid included', async (name, Icon) => {
    const Original = await original(name);
    for (const props of [{}, { fontSize: 'small' }, { color: 'primary', className: 'x' }] satisfies SvgIconProps[]) {
      const html = renderToStaticMarkup(<Icon {...props} />);
      expect(html).toBe(renderToStaticMarkup(<Original {...props} />));
      expect(html).toContain(`data-testid="${name}Icon"`);
    }
  });

  it("draw the demo toolbar's actions as plain SVG", () => {
    expect(renderToStaticMarkup(<DemoActionIcon name="stackBlitz" />)).toBe(
      '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M10.6 22 12 13.8H5.6L13.4 2 12 10.2h6.4z" fill="currentColor"></path></svg>',
    );
  });
});
