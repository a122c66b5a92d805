import { afterEach } from 'vitest';
import { forgetExpectedPageErrors, takePageProblems } from './page-guard.js';

// A setup file: runs in every test file's worker, so every test (not only those that look for errors)
// fails when one of its pages threw an uncaught error or went blank.
afterEach(() => {
  forgetExpectedPageErrors();
  const problems = takePageProblems();
  if (problems.length > 0) throw new Error(`the page broke during this test:\n${problems.join('\n')}`);
});
