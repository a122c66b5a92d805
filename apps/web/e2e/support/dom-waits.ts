import { configure } from '@testing-library/dom';

// A setup file, like page-guard-hooks.ts. Testing Library's waitFor and findBy* give up after one second by
// default. The jsdom tests wait on real work (a bot's reply, an effect that plays a premove, a worker's
// answer): on a loaded 2-core machine, with lint, typecheck, the other projects' tests and Chromium running at
// once, a second is not always enough. A wait still ends as soon as what it waits for is there, so a
// passing test takes no longer; only a failing one takes longer to say so.
configure({ asyncUtilTimeout: 10_000 });
