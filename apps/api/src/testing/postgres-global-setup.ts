import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './test-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The administrator URL of the one PostgreSQL the api tests share (each test makes its own database). */
    postgresAdminUrl: string;
  }
}

/** One PostgreSQL for the whole api test run: starting it costs seconds, a database per test costs milliseconds. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  project.provide('postgresAdminUrl', postgres.adminUrl);
  return () => postgres.stop();
}
