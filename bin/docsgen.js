#!/usr/bin/env node
import module from 'node:module';

// React and MUI pick their production builds from NODE_ENV when first loaded: set it before
// importing anything (a development React renders several times slower).
process.env.NODE_ENV ??= 'production';
// V8's code cache for the modules every thread loads (docsgen, React, MUI, unified), kept in the
// system's temporary folder: from Node 22.1, where module.enableCompileCache exists.
module.enableCompileCache?.();
const { main } = await import('../lib/cli/main.js');
await main(process.argv);
