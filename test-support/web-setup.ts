// Setup of the `web` project. A wait for what the screen shows ends as soon as it shows; its bound
// only ends a test that can never pass. Testing Library's 1 s default made that bound a speed
// limit: on a loaded 2-core machine a render after a mocked answer can take longer. The bound is
// now well inside the test's own timeout, so only a screen that never shows the thing fails.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
