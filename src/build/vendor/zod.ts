/**
 * zod, which validates every build's config: its ~100 modules (the error messages of every
 * locale among them) take 100-150 ms to load one by one, the one module `scripts/build.mjs`
 * bundles from this file ~40 ms. Types come from the package.
 */
export { z } from 'zod';
