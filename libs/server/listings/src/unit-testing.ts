// Sample rows for other libs' unit specs: plain data, no database, Nest app or network (unlike
// ./testing.ts, which starts a real app). Never imported by production code.
export * from './job-posts/post-row.sample';
