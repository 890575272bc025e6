// Acme Forms' demos are written as its consumers write their components: no provider of their
// own. This module is the one provider every demo of the product is wrapped in — named once in
// docsgen.config.ts (`products[].demoProvider`) — with the reader's settings as props.
//
// i28: verify after merge — add `import '@mantine/core/styles.css';` as this file's first import
// once CSS imports in demos build (i28-css); until then Node cannot load a .css import here.
import * as React from 'react';
import { DirectionProvider, MantineProvider, createTheme } from '@mantine/core';

/** Acme Forms' look on top of Mantine's defaults: teal actions, rounder corners. */
const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
});

export interface DemoProviderProps {
  /** The reader's colour scheme. */
  colorScheme: 'light' | 'dark';
  direction?: 'ltr' | 'rtl';
  /** The reader's "dense" setting: Mantine's sizes scale down. */
  dense?: boolean;
  children: React.ReactNode;
}

export default function DemoProvider({
  colorScheme,
  direction = 'ltr',
  dense = false,
  children,
}: DemoProviderProps) {
  const scaled = React.useMemo(
    () => (dense ? { ...theme, scale: 0.875 } : theme),
    [dense],
  );
  return (
    <DirectionProvider
      initialDirection={direction}
      detectDirection={false}
      key={direction}
    >
      <MantineProvider theme={scaled} forceColorScheme={colorScheme}>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
