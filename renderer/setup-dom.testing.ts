import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a component test waits for (findBy*, waitFor) often comes through a dynamic import that vitest transforms
// on first use (the later steps' views, the cancel's chunk). On a loaded 2-core machine that took longer than the
// library's 1 s default: cancel-code-lost.test.tsx failed with a correct view at load 9. A wait gets 5 s (the dom
// project's test timeout is longer, vitest.config.ts); only a wrong view waits it out, and it still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
