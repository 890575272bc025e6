// Acme Forms' demos are written as its consumers write their components: without a provider of
// their own. This module is the one provider every demo of the product is wrapped in — named
// once in docsgen.config.ts (`products[].demoProvider`) — with the reader's settings as props.
//
// Mantine's stylesheet is imported here, once, and linked on every page showing one of these demos.
// The layer build (`@layer mantine`) rather than styles.css: its body rules (font, colours) then
// lose to the docs' own unlayered ones, and Mantine's components are styled all the same.
import '@mantine/core/styles.layer.css';
import * as React from 'react';
import {
  colorsTuple,
  createTheme,
  DirectionProvider,
  MantineProvider,
  rem,
} from '@mantine/core';

/** Acme Forms' look on top of Mantine's defaults: teal actions, rounder corners. */
const acmeTheme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
});

/** The props docsgen gives a demo provider: the reader's settings from the settings drawer. */
export interface DemoProviderProps {
  colorScheme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  /** "Apply higher density via props". */
  dense: boolean;
  /** The spacing unit in pixels (8 by default). */
  spacing: number;
  /** The colours the reader picked in "Edit website colors"; empty for the site's own. */
  colors: { primary?: { main: string } };
  children: React.ReactNode;
}

/** Mantine's spacing scale (xs 10 px … xl 32 px) for a spacing unit other than 8 px. */
const spacingScale = (unit: number) =>
  Object.fromEntries(
    Object.entries({ xs: 10, sm: 12, md: 16, lg: 20, xl: 32 }).map(([size, px]) => [
      size,
      rem((px * unit) / 8),
    ]),
  );

export default function DemoProvider({
  colorScheme = 'light',
  direction = 'ltr',
  dense = false,
  spacing = 8,
  colors = {},
  children,
}: Partial<DemoProviderProps>) {
  const primary = colors.primary?.main;
  const theme = React.useMemo(
    () =>
      createTheme({
        ...acmeTheme,
        ...(primary
          ? { colors: { reader: colorsTuple(primary) }, primaryColor: 'reader' }
          : {}),
        ...(dense ? { scale: 0.875 } : {}),
        ...(spacing !== 8 ? { spacing: spacingScale(spacing) } : {}),
      }),
    [primary, dense, spacing],
  );
  return (
    // Keyed: Mantine's DirectionProvider reads its direction once.
    <DirectionProvider
      key={direction}
      initialDirection={direction}
      detectDirection={false}
    >
      {/* The reader's scheme is on <html> already (config colorScheme.attribute): Mantine writing it
          too would show the server's light for a moment while a dark page's demos hydrate. */}
      <MantineProvider
        theme={theme}
        forceColorScheme={colorScheme}
        getRootElement={() => undefined}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
