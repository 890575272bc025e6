#!/usr/bin/env node
// React and MUI pick their production builds from NODE_ENV when first loaded: set it before
// importing anything (a development React renders several times slower).
process.env.NODE_ENV ??= 'production';
const { main } = await import('../lib/cli/main.js');
await main(process.argv);
