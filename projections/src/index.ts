export * from './runner/projection';
export * from './runner/module';
export * from './runner/runner';
export * from './runner/rebuild';
export * from './runner/schema';
export * from './runner/status';
export * from './runner/readiness';
export * from './audit/summaries';
export { allProjections, auditSummaries, projectionModules, projectionsOf } from './modules';
