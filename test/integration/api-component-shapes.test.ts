import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApi, type ApiExtraction } from '../../src/build/api/extractApi.js';
import type { SiteConfig } from '../../src/build/config/schema.js';
import { REPO_ROOT } from '../helpers/site.js';

/**
 * Every component shape on real libraries as they are published, installed as test fixtures
 * (test/fixtures/packages/api-mui5, api-react19: exact versions, each with the @types/react it is
 * typed against; docsgen's own @mui/material for the current major): each library's components
 * are recognised with a prop they are known to have, and an export that is no component (a hook,
 * a constant, a theme function, a context) is refused with what it is.
 */
interface Library {
  folder: string;
  pkg: string;
  /** Component → a prop its page must list. */
  components: Record<string, string>;
  /** Export → the reason it is not a component (a pattern of the diagnostic's end). */
  others: Record<string, RegExp>;
}

const MUI5 = 'test/fixtures/packages/api-mui5';
const REACT19 = 'test/fixtures/packages/api-react19';

const LIBRARIES: Library[] = [
  {
    folder: MUI5,
    pkg: '@mui/material',
    // Hidden and SwipeableDrawer are declared as React.JSXElementConstructor<Props>.
    components: { Button: 'variant', Hidden: 'smDown', SwipeableDrawer: 'onOpen', Grid: 'container', Unstable_Grid2: 'component' },
    others: {
      useMediaQuery: /a function whose return type is `boolean`/,
      createTheme: /a function whose return type is `Theme`/,
      THEME_ID: /its type is `"\$\$material"`/,
    },
  },
  {
    folder: '.',
    pkg: '@mui/material',
    components: { Button: 'loading', SwipeableDrawer: 'onOpen', TablePaginationActions: 'count', Autocomplete: 'options' },
    others: { StepContext: /a React context/, useTheme: /a function whose return type is `T`/ },
  },
  {
    folder: MUI5,
    pkg: '@mui/joy',
    components: { Button: 'loading', Sheet: 'variant', Autocomplete: 'options' },
    // Joy's TextField is a stub that throws.
    others: { TextField: /a function whose return type is `never`/, extendTheme: /a function whose return type is/ },
  },
  {
    folder: MUI5,
    pkg: '@mui/base',
    components: { Button: 'focusableWhenDisabled', Popper: 'anchorEl' },
    others: { useButton: /a function whose return type is `UseButtonReturnValue`/, ModalManager: /a class whose instances have no `render` method/ },
  },
  {
    folder: MUI5,
    pkg: '@mui/lab',
    components: { LoadingButton: 'loading', Masonry: 'columns', TabPanel: 'value' },
    others: { timelineClasses: /its type is `TimelineClasses`/ },
  },
  {
    folder: REACT19,
    pkg: '@mantine/core',
    // Mantine's factory and polymorphic components; Menu.Item is a static member of Menu.
    components: { Button: 'variant', TextInput: 'component', Modal: 'title', Menu: 'trigger', 'Menu.Item': 'leftSection' },
    others: { useMantineTheme: /a function whose return type is `MantineTheme`/, DEFAULT_THEME: /its type is `MantineTheme`/ },
  },
  {
    folder: REACT19,
    pkg: 'react-aria-components',
    components: { Button: 'isPending', ComboBox: 'menuTrigger', Dialog: 'children', DialogTrigger: 'children' },
    others: { ButtonContext: /a React context/, DEFAULT_SLOT: /its type is `unique symbol`/ },
  },
];

async function extract(folder: string, pkg: string, components: string[]): Promise<ApiExtraction> {
  const config = { products: [{ id: 'docs', manifest: 'pages.json' }], api: [{ product: 'docs', package: pkg, components }] } as unknown as SiteConfig;
  return extractApi(path.join(REPO_ROOT, folder), config, { config: { file: 'docsgen.config.ts', text: '' }, identity: 'test' });
}

describe.each(LIBRARIES)('the components of $pkg in $folder', ({ folder, pkg, components, others }) => {
  it('are recognised, each with a prop it has', async () => {
    const result = await extract(folder, pkg, Object.keys(components));
    expect(result.diagnostics).toEqual([]);
    const found = new Map(result.sources[0]!.components.map(({ api }) => [api.name, Object.keys(api.props)]));
    for (const [name, prop] of Object.entries(components)) expect(found.get(name), `${name} lists ${prop}`).toContain(prop);
  }, 120_000);

  it('an export that is not a component is refused with what it is', async () => {
    const result = await extract(folder, pkg, Object.keys(others));
    expect(result.configError).toBe(true);
    expect(result.diagnostics).toHaveLength(Object.keys(others).length);
    for (const [index, [name, reason]] of Object.entries(others).entries()) {
      const message = result.diagnostics[index]!.message;
      expect(message).toContain(`"${name}" is a name ${pkg} exports but is not a React component: `);
      expect(message).toMatch(reason);
    }
  }, 120_000);
});
