// Helpers for the server libs' unit specs: no database, Redis, Nest app or network. Never imported by production code.
export * from './domain-error';
